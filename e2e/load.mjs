// Load test of `shuffle serve` on loopback: GAMES concurrent games make
// random legal moves for SECONDS; halfway the server is killed (SIGKILL)
// and restarted on the same data. Every acknowledged move must still be
// stored afterwards, and no request may fail except those cut by the kill.
// Prints latency percentiles; exits 1 on any error or lost move.
//
// Run: SHUFFLE_BIN=target/release/shuffle node e2e/load.mjs [GAMES] [SECONDS]

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './server.mjs';

const GAMES = Number(process.argv[2] || 200);
const SECONDS = Number(process.argv[3] || 60);
const VARIANTS = ['chess', 'chess960', 'capablanca', 'capablanca84000', 'consulchess', 'consulchess42k', 'chess13440'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'shuffle-load-'));
let server = null;
let base = null;
let port = 0;
let down = false;              // between the kill and the restart
const latencies = [];
const errors = [];
let cutByKill = 0;

/** (Re)starts the server on the same port and data. */
async function start() {
  const started = await startServer({ dataDir, port, stderr: 'ignore' });
  port = started.port;
  base = started.url;
  return started.child;
}

const sleep = ms => new Promise(r => setTimeout(r, ms));

async function request(method, url, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const t0 = performance.now();
  const res = await fetch(base + url, { method, headers, body: body && JSON.stringify(body) });
  const data = await res.json();
  return { status: res.status, data, ms: performance.now() - t0 };
}

async function newGame(i) {
  const variant = VARIANTS[i % VARIANTS.length];
  const r = await request('POST', '/api/games', { variant, start: { random: true } });
  if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.data)}`);
  return { id: r.data.game.id, token: r.data.token, view: r.data.game, acked: [] };
}

const games = [];

async function worker(i, deadline) {
  let seed = i * 7919 + 1;
  const random = n => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  let g = null;
  while (performance.now() < deadline) {
    if (down) { await sleep(50); continue; }
    try {
      if (!g || g.view.result || g.view.legal_moves.length === 0) {
        g = await newGame(i);
        games.push(g);
      }
      const moves = g.view.legal_moves;
      const mv = moves[random(moves.length)].uci;
      const r = await request('POST', `/api/games/${g.id}/moves`, { move: mv }, g.token);
      if (r.status === 200) {
        latencies.push(r.ms);
        g.acked.push(mv);
        g.view = r.data;
      } else {
        errors.push(`${g.id} ${mv}: ${r.status} ${JSON.stringify(r.data)}`);
        g = null;
      }
    } catch (err) {
      // A request cut by the kill: wait for the restart, then re-read the
      // game (the move may or may not have been stored before the kill).
      if (!down) { errors.push(`${g && g.id}: ${err.message}`); }
      cutByKill += 1;
      while (down) await sleep(50);
      if (g) {
        try {
          const r = await request('GET', `/api/games/${g.id}`, undefined, g.token);
          g.view = r.data;
          const stored = g.view.moves.map(m => m.uci);
          if (stored.length > g.acked.length) g.acked = stored; // stored but not acknowledged
        } catch (e) { errors.push(`reread ${g.id}: ${e.message}`); g = null; }
      }
    }
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p / 100 * sorted.length))];
}

async function main() {
  server = await start();
  const t0 = performance.now();
  const deadline = t0 + SECONDS * 1000;
  const workers = Array.from({ length: GAMES }, (_, i) => worker(i, deadline));
  await sleep(SECONDS * 500);
  down = true;
  server.kill('SIGKILL');
  await new Promise(r => server.once('exit', r));
  const movesBeforeKill = latencies.length;
  server = await start();
  down = false;
  await Promise.all(workers);
  const elapsed = (performance.now() - t0) / 1000;

  // Nothing acknowledged may be missing.
  let lost = 0;
  for (const g of games) {
    const r = await request('GET', `/api/games/${g.id}`);
    const stored = r.data.moves.map(m => m.uci);
    const prefix = stored.slice(0, g.acked.length);
    if (prefix.length !== g.acked.length || prefix.some((m, k) => m !== g.acked[k])) {
      lost += 1;
      errors.push(`game ${g.id}: acknowledged ${g.acked.length} moves, stored ${stored.length}`);
    }
  }
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });

  const sorted = [...latencies].sort((a, b) => a - b);
  const f = x => x.toFixed(1);
  console.log(`games: ${GAMES} concurrent (${games.length} played), ${SECONDS} s, server killed and restarted at ${SECONDS / 2} s`);
  console.log(`moves acknowledged: ${latencies.length} (${movesBeforeKill} before the kill), ${f(latencies.length / elapsed)} moves/s`);
  console.log(`move latency ms: p50 ${f(percentile(sorted, 50))}  p90 ${f(percentile(sorted, 90))}  p99 ${f(percentile(sorted, 99))}  max ${f(sorted.at(-1))}`);
  console.log(`requests cut by the kill (retried): ${cutByKill}; games with lost moves: ${lost}`);
  for (const e of errors.slice(0, 20)) console.log(`error: ${e}`);
  console.log(errors.length === 0 && latencies.length > 0 ? "load test: ok" : "load test: FAILED");
  process.exit(errors.length === 0 && latencies.length > 0 ? 0 : 1);
}

main().catch(err => { console.error(err); if (server) server.kill('SIGKILL'); process.exit(1); });
