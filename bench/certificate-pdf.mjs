// Certificate PDF benchmark (ADR 038). Run on demand, never in CI:  npm run bench:certificate-pdf
//
// Renders the certificate with the very function the API serves it with (`renderCertificatePdf`): once cold
// (the font files read, the modules warm), then BENCH_RENDERS times in a row with a short name and with a
// 70-character name and a 120-character course (which shrink and wrap), and prints the median and p95 wall
// time of one render, its median CPU time (user + system: steadier than wall time on a shared machine), and
// the size of the file.
//
// Options (environment): BENCH_RENDERS (20).
import { renderCertificatePdf } from '../apps/api/src/modules/certificates/pdf.ts';

const RENDERS = Math.max(1, Number(process.env.BENCH_RENDERS ?? 20));
const base = {
  certificateId: 'crt_7Qx4mZ8kP2vN9wR3',
  learnerName: 'Ada Lovelace',
  courseName: 'Modern Web Development with TypeScript',
  completedAt: new Date('2026-11-27T12:00:00Z'),
  hours: 12.5,
  verificationUrl: 'https://curio.example/certificates/crt_7Qx4mZ8kP2vN9wR3',
  issuerName: 'Curio',
};
const cases = {
  short: base,
  long: {
    ...base,
    learnerName: 'Zoë Ångström-Łukasiewicz de la Peña y Martínez-Öztürk Šćepanović-Ýrrås',
    courseName:
      'The Complete Guide to Building, Testing and Deploying Accessible Web Applications with TypeScript, ' +
      'React, Node and MySQL',
  },
};

const time = async (input) => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const pdf = await renderCertificatePdf(input);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, bytes: pdf.length };
};
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

const cold = await time(base);
console.log(`cold (first render in the process): ${cold.ms.toFixed(0)} ms`);
for (const [name, input] of Object.entries(cases)) {
  const runs = [];
  for (let index = 0; index < RENDERS; index += 1) runs.push(await time(input));
  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  const cpu = runs.map((run) => run.cpuMs).sort((a, b) => a - b);
  const size = (runs[0].bytes / 1024).toFixed(1);
  console.log(
    `${name}: ${String(RENDERS)} renders, median ${percentile(sorted, 0.5).toFixed(0)} ms, ` +
      `p95 ${percentile(sorted, 0.95).toFixed(0)} ms, CPU median ${percentile(cpu, 0.5).toFixed(0)} ms, ` +
      `${size} KB`,
  );
}
