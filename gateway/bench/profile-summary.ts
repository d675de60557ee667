/**
 * Where a gateway's CPU time went, from the V8 CPU profile it wrote (`GATEWAY_CPU_PROF=<dir>` on a bench, see
 * processes.ts): self time by package (or by file of ours) and by function, and inclusive time by package (a
 * sample counts once for every package on its stack). CPU samples do not depend on how busy the machine is.
 *
 *   npx tsx gateway/bench/profile-summary.ts <file.cpuprofile> [--top 25] [--from µs] [--to µs]
 *
 * --from and --to keep the samples of a window, in microseconds of the monotonic clock the profile's timestamps use
 * (`process.hrtime.bigint() / 1000n` in another process of the machine), e.g. leaving out the gateway's start.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** `graphql`, `@apollo/server`, `gateway/src/server.js`, `node:internal`, or V8's own entries, `(garbage collector)`. */
function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node:internal';
  const ours = /\/(gateway|store-api)\/(dist|src)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[3]}` : url;
}

function table(title: string, entries: Map<string, number>, total: number, top: number): void {
  console.log(`\n${title}`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const share = ((100 * micros) / total).toFixed(1).padStart(5);
    console.log(`  ${share} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' }, from: { type: 'string' }, to: { type: 'string' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [--top 25] [--from µs] [--to µs]');
const top = Number(values.top);
const from = Number(values.from ?? -Infinity);
const to = Number(values.to ?? Infinity);
const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const selfByPackage = new Map<string, number>();
const selfByFunction = new Map<string, number>();
// Node's internals and native code (socket writes, crypto, timers) charged to the nearest caller of ours or a package's.
const selfByCaller = new Map<string, number>();
const isRuntime = (name: string) => name === 'node:internal' || name === '(native)';
const inclusiveByPackage = new Map<string, number>();
const add = (map: Map<string, number>, key: string, micros: number) =>
  map.set(key, (map.get(key) ?? 0) + micros);
let total = 0;
let idle = 0;
let time = profile.startTime;
profile.samples.forEach((id, index) => {
  const micros = profile.timeDeltas[index] ?? 0;
  time += micros;
  if (time < from || time > to) return;
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') {
    idle += functionName === '(idle)' ? micros : 0;
    if (functionName === '(idle)') return;
  }
  total += micros;
  const pkg = packageOf(url, functionName);
  add(selfByPackage, pkg, micros);
  add(selfByFunction, `${functionName || '(anonymous)'}  ${pkg}:${lineNumber + 1}`, micros);
  const seen = new Set<string>();
  let caller: string | undefined = isRuntime(pkg) ? undefined : pkg;
  for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
    const frame = byId.get(current)!.callFrame;
    const name = packageOf(frame.url, frame.functionName);
    if (caller === undefined && !isRuntime(name) && name !== '(root)') caller = name;
    if (name === '(root)' || seen.has(name)) continue;
    seen.add(name);
    add(inclusiveByPackage, name, micros);
  }
  add(selfByCaller, caller ?? pkg, micros);
});

console.log(`${file}: ${(total / 1000).toFixed(0)} ms on CPU, ${(idle / 1000).toFixed(0)} ms idle`);
table('self time by package (or file of ours)', selfByPackage, total, top);
table('self time, node internals and native code charged to their caller', selfByCaller, total, top);
table(
  'inclusive time by package (a sample counts once per package on its stack)',
  inclusiveByPackage,
  total,
  top,
);
table('self time by function', selfByFunction, total, top);
