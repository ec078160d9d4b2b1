// Per-folder mutation scores of a Stryker JSON report (stryker.domain.config.mjs): prints each
// folder's score and exits non-zero when any folder is below the minimum. With --survivors it
// also lists the surviving and uncovered mutants (file:line, mutator, replacement).
//   node scripts/mutationFolders.mjs [report.json] [--min 85] [--survivors]
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';

const args = process.argv.slice(2);
const reportFile = args.find((arg) => arg.endsWith('.json')) ?? 'reports/mutation-domain/mutation.json';
const minIndex = args.indexOf('--min');
const min = minIndex >= 0 ? Number(args[minIndex + 1]) : 85;
const report = JSON.parse(readFileSync(reportFile, 'utf8'));

const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);
const folders = new Map();
const missed = [];
for (const [file, { mutants }] of Object.entries(report.files)) {
  const folder = folders.get(dirname(file)) ?? { detected: 0, undetected: 0 };
  for (const mutant of mutants) {
    if (detected.has(mutant.status)) folder.detected += 1;
    if (undetected.has(mutant.status)) {
      folder.undetected += 1;
      missed.push(
        `${file}:${mutant.location.start.line} ${mutant.status} ${mutant.mutatorName}: ${mutant.replacement ?? ''}`,
      );
    }
  }
  folders.set(dirname(file), folder);
}

let failed = false;
for (const [folder, counts] of [...folders].sort()) {
  const total = counts.detected + counts.undetected;
  const score = total === 0 ? 100 : (100 * counts.detected) / total;
  const below = score < min;
  failed ||= below;
  console.log(
    `${below ? 'BELOW' : 'ok   '} ${score.toFixed(1).padStart(5)} %  ${folder} (${counts.detected}/${total})`,
  );
}
if (args.includes('--survivors')) for (const line of missed) console.log(line);
if (failed) console.error(`mutation score below ${min} % in a folder`);
process.exit(failed ? 1 : 0);
