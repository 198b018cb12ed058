// End-to-end tests of `shuffle serve` in a real browser: Debian's chromium
// driven by playwright-core. Each test starts from the page, as a player
// would; screenshots of the main screens go to $SHUFFLE_SCREENSHOTS
// (default ../target/e2e-screenshots).
//
// Run: SHUFFLE_BIN=target/release/shuffle node --test e2e/web.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const shots = process.env.SHUFFLE_SCREENSHOTS || path.join(here, '..', 'target', 'e2e-screenshots');
const TIMEOUT = 20_000;

let server;
let base;
let browser;
let dataDir;

before(async () => {
  mkdirSync(shots, { recursive: true });
  dataDir = mkdtempSync(path.join(tmpdir(), 'shuffle-e2e-'));
  ({ child: server, url: base } = await startServer({ dataDir, args: ['--engines', '2'] }));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  page.on('pageerror', err => { throw err; });
  return page;
}

/** The page coordinates of a square's centre on the game board. */
async function squareCentre(page, name) {
  const svg = page.locator('#board svg');
  const box = await svg.boundingBox();
  const files = Number(await svg.getAttribute('data-files'));
  const flipped = (await svg.getAttribute('data-flipped')) === '1';
  const file = name.charCodeAt(0) - 97;
  const rank = Number(name.slice(1)) - 1;
  const x = flipped ? files - 1 - file : file;
  const y = flipped ? rank : 7 - rank;
  return [box.x + (x + 0.5) * box.width / files, box.y + (y + 0.5) * box.height / 8];
}

/** Clicks the centre of a square of the game board. */
async function clickSquare(page, name) {
  await page.mouse.click(...await squareCentre(page, name));
}

/** Drags a piece from one square to another. */
async function dragPiece(page, from, to) {
  const start = await squareCentre(page, from);
  const end = await squareCentre(page, to);
  await page.mouse.move(...start);
  await page.mouse.down();
  await page.mouse.move(...end, { steps: 6 });
  await page.mouse.up();
}

/**
 * Waits until the element `#id` exists and its text contains `text`. An
 * element not rendered yet counts as "not yet", not as an error.
 */
async function waitForText(page, id, text) {
  await page.waitForFunction(
    ([id, text]) => document.getElementById(id)?.textContent.includes(text),
    [id, text],
  );
}

const sans = page => page.locator('#moves .mv').allTextContents();

async function lastSan(page, expected) {
  await page.waitForFunction(
    want => [...document.querySelectorAll('#moves .mv')].map(e => e.textContent).at(-1) === want,
    expected,
  );
}

/** Fills the new-game form and starts the game; returns the game id and token. */
async function startGame(page, { variant, opponent = 'local', number, dice, fen }) {
  await page.goto(base + '/');
  await page.selectOption('#variant', variant);
  if (number !== undefined) await page.fill('#snumber', String(number));
  if (dice !== undefined) {
    await page.check('input[name="show"][value="dice"]');
    await page.fill('#sdice', dice);
  }
  await page.check(`input[name="opponent"][value="${opponent}"]`);
  if (fen) {
    await page.fill('#importtext', fen);
    await page.click('#import');
  } else {
    await page.click('#create');
  }
  await page.waitForURL(/\/game\/[0-9a-f]+#token=/);
  const url = new URL(page.url());
  return { id: url.pathname.split('/').pop(), token: url.hash.replace('#token=', '') };
}

test('consulchess: free castling O-O-h-c with the picker', async () => {
  const page = await newPage();
  const { id, token } = await startGame(page, { variant: 'consulchess' });
  // Clear the back rank between king and rook (by the API, to save clicks).
  for (const move of ['e3', 'e6', 'Qe2', 'Qe7', 'd3', 'd6', 'Cd2', 'Cd7', 'b3', 'b6', 'Bb2', 'Bb7',
    'g3', 'g6', 'Cgg2', 'Cgg7', 'i3', 'i6', 'Bi2', 'Bi7', 'Nj3', 'Nj6']) {
    const res = await page.request.post(`${base}/api/games/${id}/moves`, { data: { move }, headers: { Authorization: `Bearer ${token}` } });
    assert.equal(res.status(), 200, `${move}: ${await res.text()}`);
  }
  await page.reload();
  await lastSan(page, 'Nj6');
  await clickSquare(page, 'f1');
  await clickSquare(page, 'h1');
  const chooser = page.locator('[data-testid="chooser"]');
  await chooser.waitFor();
  const offered = await chooser.locator('button[data-san]').allTextContents();
  assert.ok(offered.includes('O-O-h-c'), offered.join(' '));
  assert.equal(await page.locator('#board .rook-target').count(), offered.length, 'rook squares highlighted');
  await page.screenshot({ path: path.join(shots, 'free-castling-picker.png') });
  await clickSquare(page, 'c1');
  await lastSan(page, 'O-O-h-c');
  const fen = await page.locator('#board svg').getAttribute('data-fen');
  assert.ok(fen.split(' ')[0].endsWith('/RNR4K2'), `king h1, rook c1: ${fen}`);
  await page.context().close();
});

test('capablanca84000: promote to an archbishop with the picker', async () => {
  const page = await newPage();
  await startGame(page, { variant: 'capablanca84000', fen: '5k4/1P8/10/10/10/10/10/5K4 w - - 0 1' });
  await clickSquare(page, 'b7');
  await clickSquare(page, 'b8');
  const chooser = page.locator('[data-testid="chooser"]');
  await chooser.waitFor();
  const letters = await chooser.locator('button[data-promotion]').evaluateAll(bs => bs.map(b => b.dataset.promotion));
  assert.deepEqual(letters, ['Q', 'R', 'B', 'N', 'A', 'C']);
  await page.screenshot({ path: path.join(shots, 'promotion-picker.png') });
  await chooser.locator('button[data-promotion="A"]').click();
  await lastSan(page, 'b8=A');
  assert.equal(await page.locator('#board g.piece[data-square="b8"]').getAttribute('data-piece'), 'white-archbishop');
  await page.context().close();
});

test('consulchess42k: set up from seven dice rolls', async () => {
  const page = await newPage();
  await page.goto(base + '/');
  await page.selectOption('#variant', 'consulchess42k');
  await page.check('input[name="show"][value="dice"]');
  await page.fill('#sdice', '3411324');
  await waitForText(page, 'setupinfo', '35017');
  assert.equal(await page.locator('#backrank').textContent(), 'NNRCCBBKRQ');
  await page.screenshot({ path: path.join(shots, 'new-game-dice.png') });
  await page.fill('#sdice', '3411329');
  await waitForText(page, 'formerror', 'roll 7');
  await page.fill('#sdice', '3411324');
  await waitForText(page, 'setupinfo', '35017');
  await page.check('input[name="opponent"][value="local"]');
  await page.click('#create');
  await page.waitForURL(/\/game\//);
  await waitForText(page, 'title', '35017');
  await page.context().close();
});

test('a game against Shuffle, played to its end', async () => {
  const page = await newPage();
  await page.goto(base + '/');
  await page.selectOption('#variant', 'chess');
  await page.check('input[name="opponent"][value="engine"]');
  await page.selectOption('#movetime', '250');
  await page.selectOption('#color', 'black');
  // Shuffle has king and queen against a lone king: it must mate (or the
  // 50-move rule ends the game); the player's king moves by drag and click.
  await page.fill('#importtext', '8/8/8/4k3/8/8/8/3QK3 w - - 0 1');
  await page.click('#import');
  await page.waitForURL(/\/game\//);
  const { id } = { id: new URL(page.url()).pathname.split('/').pop() };
  for (let turn = 0; turn < 60; turn++) {
    await page.waitForFunction(() => document.querySelector('[data-testid="result"]') || document.getElementById('status')?.textContent.startsWith('Your move'), null, { timeout: 30_000 });
    if (await page.locator('[data-testid="result"]').count()) break;
    const view = await (await page.request.get(`${base}/api/games/${id}`)).json();
    const move = view.legal_moves[turn % view.legal_moves.length];
    const before = view.moves.length;
    if (turn % 2) await dragPiece(page, move.from, move.to); else { await clickSquare(page, move.from); await clickSquare(page, move.to); }
    await page.waitForFunction(n => document.querySelectorAll('#moves .mv').length > n, before);
  }
  const banner = await page.locator('[data-testid="result"]').textContent();
  assert.match(banner, /1-0 · White wins by checkmate|1\/2-1\/2/);
  await page.screenshot({ path: path.join(shots, 'game-over-vs-engine.png') });
  await page.context().close();
});

test('invite a friend: each side moves from its own browser, a watcher follows, a reload keeps all', async () => {
  const white = await newPage();
  const { id } = await startGame(white, { variant: 'capablanca84000', number: 45666, opponent: 'remote' });
  const invite = await white.locator('#invitelink').inputValue();
  const watch = await white.locator('#watchlink').inputValue();
  assert.match(invite, new RegExp(`/game/${id}#token=[0-9a-f]+$`));
  const black = await newPage();
  await black.goto(invite);
  await waitForText(black, 'status', 'you play black');
  assert.equal(await black.locator('#board svg').getAttribute('data-flipped'), '1', 'Black sees the board from its side');

  await clickSquare(white, 'e2');
  await clickSquare(white, 'e4');
  await lastSan(white, 'e4');
  await lastSan(black, 'e4');
  await dragPiece(black, 'b8', 'c6');
  await lastSan(black, 'Nc6');
  await lastSan(white, 'Nc6');
  // White cannot move Black's pieces: the board offers nothing there.
  await clickSquare(white, 'e7');
  assert.equal(await white.locator('#board .dot').count(), 0);

  const watcher = await newPage();
  await watcher.goto(watch);
  await lastSan(watcher, 'Nc6');
  await waitForText(watcher, 'status', 'watching');
  await white.screenshot({ path: path.join(shots, 'invite-game.png') });

  await white.reload();
  await lastSan(white, 'Nc6');
  assert.deepEqual(await sans(white), ['e4', 'Nc6']);
  await waitForText(white, 'status', 'you play white');
  for (const p of [white, black, watcher]) await p.context().close();
});

test('analysis shows lines, the evaluation bar and the explorer shows setups', async () => {
  const page = await newPage();
  await startGame(page, { variant: 'chess13440', number: 0 });
  await page.click('#analyse');
  await page.waitForFunction(() => document.querySelectorAll('#lines div').length >= 2);
  // An arrow from one square to another. Not `waitForSelector`: Playwright
  // calls an element with an empty box hidden, and a straight vertical
  // line (a pawn push) has a box of width zero, though its stroke shows.
  await page.waitForFunction(() => [...document.querySelectorAll('#board .arrow')].some((a) =>
    a.getAttribute('x1') !== a.getAttribute('x2') || a.getAttribute('y1') !== a.getAttribute('y2')));
  await page.screenshot({ path: path.join(shots, 'analysis.png') });
  await page.click('#analyse');
  await page.goto(base + '/explorer?variant=chess13440&number=0');
  await page.waitForFunction(() => document.getElementById('erank')?.textContent === 'GQCBNMKR');
  await page.click('#enext');
  await page.waitForFunction(() => document.getElementById('einfo')?.textContent.startsWith('No. 1 of 13440'));
  await page.screenshot({ path: path.join(shots, 'explorer.png') });
  await page.context().close();
});
