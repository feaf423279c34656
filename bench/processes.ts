// Several API processes, measured. The users list at concurrency 50 through one API process, then through a round-robin
// proxy (bench/round-robin.ts) in front of one process and in front of two, on the same database in the same run. One
// process behind the proxy shows what the proxy itself costs, so the difference between the last two is what the second
// process brings. `npm run bench -- processes` runs it alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  Cleanup,
  CONNECTIONS,
  listRequests,
  measure,
  ROOT,
  signIn,
  startApi,
  startRoundRobin,
  type Measurement,
  type Server,
} from './api.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

export interface ProcessFigures {
  direct: Measurement;
  oneBehindProxy: Measurement;
  twoBehindProxy: Measurement;
}

async function measureDialect(cleanup: Cleanup, databaseUrl: string, label: string): Promise<ProcessFigures> {
  const servers: Server[] = [];
  try {
    const first = await startApi(cleanup, databaseUrl);
    servers.push(first);
    const token = await signIn(first.baseUrl);
    const through = (server: Server) => ({ url: server.baseUrl, requests: listRequests(token) });

    console.log(`  ${label}: one API process, directly …`);
    const direct = await measure(through(first), DURATION_S, first.pid);

    console.log(`  ${label}: one API process behind the round-robin proxy …`);
    const proxyOne = await startRoundRobin(cleanup, [first]);
    const oneBehindProxy = await measure(through(proxyOne), DURATION_S);
    await proxyOne.stop();

    console.log(`  ${label}: two API processes behind the round-robin proxy …`);
    const second = await startApi(cleanup, databaseUrl);
    servers.push(second);
    const proxyTwo = await startRoundRobin(cleanup, [first, second]);
    servers.push(proxyTwo);
    const twoBehindProxy = await measure(through(proxyTwo), DURATION_S);
    return { direct, oneBehindProxy, twoBehindProxy };
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

/** Each database (already seeded with the bench's users) in turn; writes bench/results/processes.json. */
export async function runProcessesBench(cleanup: Cleanup, urls: Record<string, string | undefined>) {
  const results: Record<string, ProcessFigures | { error: string }> = {};
  for (const [label, url] of Object.entries(urls)) {
    if (!url) continue;
    try {
      results[label] = await measureDialect(cleanup, url, label);
    } catch (error) {
      results[label] = { error: (error as Error).message };
      console.error(`  ${label} processes failed: ${(error as Error).message}`);
    }
  }
  const report = {
    generatedAt: new Date().toISOString(),
    cpus: os.cpus().length,
    loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
    concurrency: CONNECTIONS,
    endpoint: 'GET /api/v1/admin/sys-user?page=<random 1–20>&limit=10',
    results,
  };
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'processes.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(
    `\nSeveral API processes (users list, concurrency ${CONNECTIONS}, ${report.cpus} CPUs; reported, not judged):`,
  );
  for (const [label, f] of Object.entries(results)) {
    if ('error' in f) {
      console.log(`  ${label}: failed: ${f.error}`);
      continue;
    }
    const line = (name: string, m: Measurement) =>
      console.log(
        `  ${label} ${name}: ${m.reqPerSec.toLocaleString('en')} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, non-2xx ${m.non2xx}, errors ${m.errors + m.timeouts}`,
      );
    line('one process, direct', f.direct);
    line('one process behind the proxy', f.oneBehindProxy);
    line('two processes behind the proxy', f.twoBehindProxy);
  }
  console.log('  → bench/results/processes.json');
  return report;
}
