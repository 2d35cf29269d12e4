import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type ChildServer = { process: ChildProcess; url: string; output: () => string };

/**
 * Runs the real server (`apps/api/src/main.ts`) as its own process, and waits until it answers, or,
 * with `readyWhen` (a process that serves no HTTP, ROLE=worker), until its output shows that text.
 */
export async function startChildServer(
  env: Record<string, string>,
  port: number,
  readyWhen?: string,
): Promise<ChildServer> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (readyWhen) {
      if (output.includes(readyWhen)) return { process: child, url, output: () => output };
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { process: child, url, output: () => output };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

export async function killHard(child: ChildServer) {
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill('SIGKILL');
  await exited;
}

export async function stopGracefully(child: ChildServer) {
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill('SIGTERM');
  await exited;
}
