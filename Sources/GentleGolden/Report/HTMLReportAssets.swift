/// The report page's inline style and script: the page must open from a CI artifact or a
/// file URL with no network, so nothing is linked.
enum HTMLReportAssets {
    static let style = """
        :root { color-scheme: light dark; --line: #8884; --failed: #c62828; --new: #1565c0; --passed: #2e7d32; }
        body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; padding: 1.5rem; max-width: 1400px; }
        h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
        h2 { font-size: 1.15rem; margin: 2rem 0 .75rem; border-bottom: 1px solid var(--line); }
        h3 { font-size: 1rem; margin: 0 0 .25rem; font-family: ui-monospace, monospace; }
        .settings { opacity: .75; margin: 0; }
        .counts { font-weight: 600; }
        .notice { border-left: 4px solid #f9a825; padding: .25rem .75rem; background: #f9a82522; }
        ul.rollup, .details { font-family: ui-monospace, monospace; padding-left: 1.2rem; }
        .failed { color: var(--failed); } .new { color: var(--new); } .passed { color: var(--passed); }
        table.ledger { border-collapse: collapse; margin-bottom: 1rem; }
        table.ledger th, table.ledger td { text-align: left; padding: .2rem .6rem; border-bottom: 1px solid var(--line); }
        tr.ledger-new td:first-child { color: var(--failed); font-weight: 600; }
        tr.ledger-resolved td:first-child { color: var(--passed); }
        .thumbs { display: flex; flex-wrap: wrap; gap: .5rem; margin: 1rem 0; }
        .thumb { display: flex; flex-direction: column; width: 140px; font: 11px ui-monospace, monospace; color: inherit; text-decoration: none; border: 1px solid var(--line); border-radius: 6px; padding: 4px; }
        .thumb img { width: 100%; height: 100px; object-fit: cover; object-position: top; }
        .thumb span { overflow-wrap: anywhere; }
        .case { border: 1px solid var(--line); border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
        .badge { font: 600 12px system-ui, sans-serif; padding: 1px 6px; border-radius: 4px; border: 1px solid currentColor; }
        .accept code { user-select: all; }
        .crops { display: flex; flex-direction: column; gap: .75rem; margin: .75rem 0; }
        .crop-row { margin: 0; display: flex; flex-wrap: wrap; gap: .5rem; align-items: flex-start; }
        .crop-row figcaption { flex-basis: 100%; opacity: .75; }
        .crop { display: flex; flex-direction: column; gap: 2px; font-size: 12px; opacity: .9; }
        .crop-image { image-rendering: pixelated; background-repeat: no-repeat; border: 1px solid var(--line); }
        .tabs { display: none; gap: .25rem; margin: .5rem 0; }
        .js .tabs { display: flex; }
        .tabs button { font: inherit; padding: .25rem .75rem; border: 1px solid var(--line); border-radius: 4px; background: none; color: inherit; cursor: pointer; }
        .tabs button.active { background: #8883; font-weight: 600; }
        .view { overflow: auto; margin-bottom: 1rem; }
        .view.scripted { display: none; }
        .js .view { display: none; margin-bottom: 0; }
        .js .view.active { display: block; }
        .js .view-title { display: none; }
        .view-title { font-weight: 600; margin: .5rem 0 .25rem; }
        .view img { display: block; max-width: 100%; image-rendering: pixelated; background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .side { display: flex; gap: 1rem; align-items: flex-start; }
        .side figure { margin: 0; flex: 1; } figcaption { opacity: .75; }
        .slider { position: relative; display: inline-block; cursor: ew-resize; }
        .slider .overlay { position: absolute; inset: 0; clip-path: inset(0 0 0 50%); }
        .slider .divider { position: absolute; top: 0; bottom: 0; left: 50%; width: 2px; background: #f50057; pointer-events: none; }
        .slider-range { position: sticky; bottom: 0; display: block; width: 100%; background: Canvas; }
        ul.passed-list { font-family: ui-monospace, monospace; padding-left: 1.2rem; }
        """

    // The slider's divider follows the pointer anywhere over the sheet, so a tall sheet needs no
    // scrolling back to a control; the range input stays pinned to the bottom of the window too.
    static let script = """
        document.querySelectorAll('.case').forEach(function (card) {
          card.querySelectorAll('.tabs button').forEach(function (button) {
            button.addEventListener('click', function () {
              card.querySelectorAll('.tabs button, .view').forEach(function (element) {
                element.classList.toggle('active', element.dataset.view === button.dataset.view);
              });
            });
          });
          var slider = card.querySelector('.slider');
          var range = card.querySelector('.slider-range');
          if (!slider || !range) { return; }
          function place(percent) {
            percent = Math.max(0, Math.min(100, percent));
            card.querySelector('.overlay').style.clipPath = 'inset(0 0 0 ' + percent + '%)';
            card.querySelector('.divider').style.left = percent + '%';
            range.value = percent;
          }
          range.addEventListener('input', function () { place(Number(range.value)); });
          slider.addEventListener('pointermove', function (event) {
            var box = slider.getBoundingClientRect();
            place((event.clientX - box.left) / box.width * 100);
          });
        });
        """
}
