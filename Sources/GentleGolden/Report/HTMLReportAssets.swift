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
    .counts span { margin-right: 1rem; font-weight: 600; }
    .failed { color: var(--failed); } .new { color: var(--new); } .passed { color: var(--passed); }
    .case { border: 1px solid var(--line); border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
    .badge { font: 600 12px system-ui, sans-serif; padding: 1px 6px; border-radius: 4px; border: 1px solid currentColor; }
    .details { margin: .5rem 0; padding-left: 1.2rem; font-family: ui-monospace, monospace; }
    .tabs { display: flex; gap: .25rem; margin: .5rem 0; }
    .tabs button { font: inherit; padding: .25rem .75rem; border: 1px solid var(--line); border-radius: 4px; background: none; color: inherit; cursor: pointer; }
    .tabs button.active { background: #8883; font-weight: 600; }
    .view { display: none; overflow: auto; }
    .view.active { display: block; }
    .view img { display: block; max-width: 100%; image-rendering: pixelated; background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .side { display: flex; gap: 1rem; align-items: flex-start; }
    .side figure { margin: 0; flex: 1; } figcaption { opacity: .75; }
    .slider { position: relative; display: inline-block; }
    .slider .overlay { position: absolute; inset: 0; clip-path: inset(0 0 0 50%); }
    .slider input { display: block; width: 100%; }
    ul.passed-list { font-family: ui-monospace, monospace; padding-left: 1.2rem; }
    """

    static let script = """
    document.querySelectorAll('.case').forEach(function (card) {
      card.querySelectorAll('.tabs button').forEach(function (button) {
        button.addEventListener('click', function () {
          card.querySelectorAll('.tabs button, .view').forEach(function (element) {
            element.classList.toggle('active', element.dataset.view === button.dataset.view);
          });
        });
      });
      var range = card.querySelector('.slider-range');
      if (range) {
        range.addEventListener('input', function () {
          card.querySelector('.overlay').style.clipPath = 'inset(0 0 0 ' + range.value + '%)';
        });
      }
    });
    """
}
