// Runs pixelmatch itself on raw RGBA image pairs. Usage: node pixelmatch_count.mjs PIXELMATCH_JS JOBS.json
// PIXELMATCH_JS is pixelmatch's index.js; JOBS.json a list of {expected, actual, width, height,
// options} with the raw files' paths. Prints a JSON list of {differing, antiAliased}, the
// anti-aliased pixels counted as the yellow ones of pixelmatch's own diff image.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [modulePath, jobsPath] = process.argv.slice(2);
const pixelmatch = (await import(pathToFileURL(modulePath).href)).default;
const results = JSON.parse(readFileSync(jobsPath, 'utf8')).map((job) => {
    const output = new Uint8Array(job.width * job.height * 4);
    const differing = pixelmatch(readFileSync(job.expected), readFileSync(job.actual), output, job.width, job.height,
        job.options);
    let antiAliased = 0;
    for (let i = 0; i < output.length; i += 4) {
        if (output[i] === 255 && output[i + 1] === 255 && output[i + 2] === 0) antiAliased++;
    }
    return { differing, antiAliased };
});
console.log(JSON.stringify(results));
