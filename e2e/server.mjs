// Starts `shuffle serve` for the browser tests and the load test.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The shuffle binary: $SHUFFLE_BIN, else the release build. */
export const bin = process.env.SHUFFLE_BIN || path.join(here, '..', 'target', 'release', 'shuffle');

/**
 * Starts `shuffle serve` on `port` (0: any free one) with its games in
 * `dataDir`; resolves with the process, its URL and its port once it
 * listens.
 */
export function startServer({ dataDir, port = 0, args = [], stderr = 'inherit' }) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['serve', '--port', String(port), '--data', dataDir, ...args], { stdio: ['ignore', 'pipe', stderr] });
    let out = '';
    let listening = false;
    child.stdout.on('data', chunk => {
      out += chunk;
      const m = out.match(/http:\/\/[0-9.]+:(\d+)\//);
      if (m && !listening) {
        listening = true;
        resolve({ child, url: m[0].replace(/\/$/, ''), port: Number(m[1]) });
      }
    });
    child.on('exit', code => { if (!listening) reject(new Error(`shuffle serve exited with ${code}: ${out}`)); });
  });
}
