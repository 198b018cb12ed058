// Shuffle's page: new game, game (play, analyse), games list, explorer.
// Every legal move comes from the server's rules crate; the page only draws
// and asks.

import { pieceSvg } from '/assets/pieces.js';

const main = document.getElementById('main');
let variants = [];            // GET /api/variants
let leaveView = () => {};     // cleanup of the current view (polls, analysis)

// ------------------------------------------------------------ utilities

async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = text; }
  if (!res.ok) throw new Error((data && data.error) || `${res.status} ${res.statusText}`);
  return data;
}

function toast(message) {
  const el = document.getElementById('toast');
  el.textContent = message;
  el.classList.add('show');
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => el.classList.remove('show'), 3500);
}

function esc(text) {
  return String(text).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

function variantInfo(id) { return variants.find(v => v.id === id); }

function tokenFor(id) {
  const m = location.hash.match(/token=([0-9a-f]+)/);
  if (m) { localStorage.setItem(`token:${id}`, m[1]); return m[1]; }
  return localStorage.getItem(`token:${id}`);
}

function navigate(path) {
  history.pushState(null, '', path);
  route();
}

document.addEventListener('click', e => {
  const a = e.target.closest('a[data-link]');
  if (a && !e.ctrlKey && !e.metaKey) { e.preventDefault(); navigate(a.getAttribute('href')); }
});
window.addEventListener('popstate', route);

// ---------------------------------------------------------------- board

/** Squares and pieces of a FEN's board field: {name: {role, color, letter}}. */
function parseBoard(fen, variant) {
  const info = variantInfo(variant);
  const roles = Object.fromEntries(info.pieces.map(p => [p.letter, p.role]));
  const ranks = fen.split(' ')[0].split('/');
  const pieces = {};
  ranks.forEach((row, i) => {
    const rank = 8 - i;
    let file = 0;
    for (const m of row.matchAll(/(\d+)|([A-Za-z])/g)) {
      if (m[1]) { file += Number(m[1]); continue; }
      const letter = m[2];
      const upper = letter.toUpperCase();
      const name = String.fromCharCode(97 + file) + rank;
      pieces[name] = { role: roles[upper] || 'pawn', color: letter === upper ? 'white' : 'black', letter: upper };
      file += 1;
    }
  });
  return pieces;
}

const SQ = 100;

/**
 * An SVG board. `opts`: variant, fen, flipped, lastMove [from, to],
 * check (square), interactive moves (legal move list) and onMove(candidates).
 */
class Board {
  constructor(container, opts) {
    this.container = container;
    this.opts = { flipped: false, ...opts };
    this.selected = null;
    this.rookPick = null;
    this.arrow = null;
    this.render();
  }

  set(opts) { Object.assign(this.opts, opts); this.selected = null; this.rookPick = null; this.render(); }

  files() { return variantInfo(this.opts.variant).files; }

  xy(name) {
    const file = name.charCodeAt(0) - 97;
    const rank = Number(name.slice(1)) - 1;
    const files = this.files();
    return this.opts.flipped ? [(files - 1 - file) * SQ, rank * SQ] : [file * SQ, (7 - rank) * SQ];
  }

  squareAt(clientX, clientY) {
    const svg = this.container.querySelector('svg');
    const r = svg.getBoundingClientRect();
    const files = this.files();
    const x = Math.floor((clientX - r.left) / r.width * files);
    const y = Math.floor((clientY - r.top) / r.height * 8);
    if (x < 0 || x >= files || y < 0 || y >= 8) return null;
    const file = this.opts.flipped ? files - 1 - x : x;
    const rank = this.opts.flipped ? y : 7 - y;
    return String.fromCharCode(97 + file) + (rank + 1);
  }

  /** Legal moves that start on `from`. */
  movesFrom(from) { return (this.opts.moves || []).filter(m => m.from === from); }

  /**
   * The squares that play a move: its destination, and for Chess960-style
   * castling also the rook's square (king takes rook). A free castling is
   * played by the king's destination, then the rook's.
   */
  targets(m) {
    const free = variantInfo(this.opts.variant).free_castling;
    return m.rook && !free && m.rook !== m.from ? [m.to, m.rook] : [m.to];
  }

  /** What clicking `to` after selecting `from` may mean. */
  candidates(from, to) {
    return this.movesFrom(from).filter(m => this.targets(m).includes(to));
  }

  render() {
    const { variant, fen, flipped, lastMove, check } = this.opts;
    const files = this.files();
    const pieces = parseBoard(fen, variant);
    const parts = [`<defs><radialGradient id="checkGlow"><stop offset="0%" stop-color="#ff0000" stop-opacity=".9"/><stop offset="100%" stop-color="#ff0000" stop-opacity="0"/></radialGradient></defs>`];
    for (let r = 0; r < 8; r++) {
      for (let f = 0; f < files; f++) {
        const name = String.fromCharCode(97 + f) + (r + 1);
        const [x, y] = this.xy(name);
        const light = (f + r) % 2 === 1;
        parts.push(`<rect x="${x}" y="${y}" width="${SQ}" height="${SQ}" class="${light ? 'sq-light' : 'sq-dark'}" data-square="${name}"/>`);
        if (lastMove && lastMove.includes(name)) parts.push(`<rect x="${x}" y="${y}" width="${SQ}" height="${SQ}" class="last"/>`);
        if (this.selected === name) parts.push(`<rect x="${x}" y="${y}" width="${SQ}" height="${SQ}" class="sel"/>`);
        if (check === name) parts.push(`<rect x="${x}" y="${y}" width="${SQ}" height="${SQ}" class="check"/>`);
        const color = light ? 'var(--dark)' : 'var(--light)';
        if ((flipped ? r === 7 : r === 0)) parts.push(`<text x="${x + SQ - 14}" y="${y + SQ - 6}" class="coord" fill="${color}">${String.fromCharCode(97 + f)}</text>`);
        if ((flipped ? f === files - 1 : f === 0)) parts.push(`<text x="${x + 4}" y="${y + 14}" class="coord" fill="${color}">${r + 1}</text>`);
      }
    }
    for (const [name, p] of Object.entries(pieces)) {
      const [x, y] = this.xy(name);
      parts.push(`<g class="piece" data-square="${name}" data-piece="${p.color}-${p.role}" transform="translate(${x + 5} ${y + 5}) scale(.9)">${pieceSvg(p.role, p.color)}</g>`);
    }
    if (this.selected) {
      for (const m of this.movesFrom(this.selected)) {
        for (const t of this.targets(m)) {
          const [x, y] = this.xy(t);
          parts.push(pieces[t] && t !== this.selected
            ? `<circle cx="${x + SQ / 2}" cy="${y + SQ / 2}" r="${SQ / 2 - 4}" class="ring"/>`
            : `<circle cx="${x + SQ / 2}" cy="${y + SQ / 2}" r="${SQ / 7}" class="dot" data-target="${t}"/>`);
        }
      }
    }
    if (this.rookPick) {
      for (const m of this.rookPick) {
        const [x, y] = this.xy(m.rook_to);
        parts.push(`<rect x="${x + 4}" y="${y + 4}" width="${SQ - 8}" height="${SQ - 8}" rx="10" class="rook-target" data-rook-to="${m.rook_to}"/>`);
      }
    }
    if (this.arrow) {
      const [fx, fy] = this.xy(this.arrow[0]);
      const [tx, ty] = this.xy(this.arrow[1]);
      parts.push(`<line x1="${fx + SQ / 2}" y1="${fy + SQ / 2}" x2="${tx + SQ / 2}" y2="${ty + SQ / 2}" class="arrow" marker-end="url(#head)"/>`);
      parts[0] = parts[0].replace('</defs>', '<marker id="head" markerWidth="3" markerHeight="3" refX="1.5" refY="1.5" orient="auto"><path d="M0 0 L3 1.5 L0 3 z" fill="rgba(47,111,221,.85)"/></marker></defs>');
    }
    this.container.innerHTML = `<svg class="board ${files === 10 ? 'ten' : ''}" viewBox="0 0 ${files * SQ} ${8 * SQ}" xmlns="http://www.w3.org/2000/svg" data-fen="${esc(fen)}" data-files="${files}" data-flipped="${flipped ? 1 : 0}">${parts.join('')}</svg>`;
    if (this.opts.moves) this.bind();
  }

  bind() {
    const svg = this.container.querySelector('svg');
    let drag = null;
    svg.addEventListener('pointerdown', e => {
      const sq = this.squareAt(e.clientX, e.clientY);
      if (!sq) return;
      if (this.rookPick) { this.clickRookTarget(sq); return; }
      if (this.selected && this.selected !== sq && this.candidates(this.selected, sq).length) {
        this.choose(this.selected, sq);
        return;
      }
      if (this.movesFrom(sq).length) {
        const wasSelected = this.selected === sq;
        this.selected = sq;
        this.render();
        const piece = this.container.querySelector(`g.piece[data-square="${sq}"]`);
        drag = { from: sq, wasSelected, piece: piece && piece.cloneNode(true), moved: false };
        if (drag.piece) {
          const svg2 = this.container.querySelector('svg');
          svg2.appendChild(drag.piece);
          this.container.querySelector(`g.piece[data-square="${sq}"]`).classList.add('dragging');
          svg2.setPointerCapture(e.pointerId);
          svg2.addEventListener('pointermove', ev => this.dragMove(drag, ev));
          svg2.addEventListener('pointerup', ev => { this.dragEnd(drag, ev); drag = null; }, { once: true });
        }
      } else if (this.selected) {
        this.selected = null;
        this.render();
      }
    });
  }

  dragMove(drag, e) {
    if (!drag || !drag.piece) return;
    drag.moved = true;
    const svg = this.container.querySelector('svg');
    const r = svg.getBoundingClientRect();
    const scale = (this.files() * SQ) / r.width;
    const x = (e.clientX - r.left) * scale - SQ / 2;
    const y = (e.clientY - r.top) * scale - SQ / 2;
    drag.piece.setAttribute('transform', `translate(${x + 5} ${y + 5}) scale(.9)`);
  }

  dragEnd(drag, e) {
    if (!drag) return;
    const to = this.squareAt(e.clientX, e.clientY);
    if (drag.moved && to && to !== drag.from && this.candidates(drag.from, to).length) {
      this.choose(drag.from, to);
    } else if (drag.wasSelected && !drag.moved) {
      this.selected = null;
      this.render();
    } else {
      this.render();
    }
  }

  clickRookTarget(sq) {
    const m = this.rookPick.find(c => c.rook_to === sq);
    if (m) { this.rookPick = null; this.opts.onMove(m); return; }
    this.rookPick = null;
    this.selected = null;
    this.render();
    this.opts.onChoice(null);
  }

  /** Resolves a click from -> to into one move, asking when there are several. */
  choose(from, to) {
    const cands = this.candidates(from, to);
    this.selected = null;
    if (cands.length === 1) { this.render(); this.opts.onMove(cands[0]); return; }
    const free = variantInfo(this.opts.variant).free_castling;
    if (free && cands.every(c => c.rook_to)) {
      // Free castling: the king's square is chosen; now the rook's.
      this.rookPick = cands;
      this.render();
      this.opts.onChoice(cands, 'Pick the rook’s square (or a castling below):');
      return;
    }
    this.render();
    const promotions = cands.every(c => c.promotion);
    this.opts.onChoice(cands, promotions ? 'Promote to:' : 'Which move?', promotions);
  }
}

// --------------------------------------------------------------- new game

function startChoiceFields(prefix, variant) {
  const info = variantInfo(variant);
  if (!info.shuffle) return `<p class="muted">${esc(variant)} starts from its classic setup.</p>`;
  return `
    <div class="row">
      <label><input type="radio" name="${prefix}how" value="number" checked> Number</label>
      <button type="button" data-step="-1" aria-label="previous">◀</button>
      <input id="${prefix}number" type="number" min="0" max="${info.setups - 1}" value="${info.classic_number ?? 0}" style="width:7rem">
      <button type="button" data-step="1" aria-label="next">▶</button>
      <button type="button" id="${prefix}random">Random</button>
    </div>
    <div class="row">
      <label><input type="checkbox" id="${prefix}asym"> Different setup for Black:</label>
      <input id="${prefix}black" type="number" min="0" max="${info.setups - 1}" value="${info.classic_number ?? 0}" style="width:7rem" disabled>
    </div>
    ${variant === 'consulchess42k' ? `<div class="row"><label><input type="radio" name="${prefix}how" value="dice"> Dice (7 rolls)</label>
      <input id="${prefix}dice" placeholder="e.g. 3411324" maxlength="13" style="width:9rem"></div>` : ''}`;
}

function readStartChoice(prefix, variant) {
  const info = variantInfo(variant);
  if (!info.shuffle) return {};
  const how = document.querySelector(`input[name="${prefix}how"]:checked`);
  if (how && how.value === 'dice') return { dice: document.getElementById(`${prefix}dice`).value };
  const start = { number: Number(document.getElementById(`${prefix}number`).value) };
  if (document.getElementById(`${prefix}asym`).checked) start.black_number = Number(document.getElementById(`${prefix}black`).value);
  return start;
}

function setupQuery(variant, start) {
  const q = new URLSearchParams({ variant });
  for (const [k, v] of Object.entries(start)) q.set(k, v);
  return `/api/setup?${q}`;
}

function newGameView() {
  const last = localStorage.getItem('variant') || 'capablanca84000';
  main.innerHTML = `
    <h1>New game</h1>
    <div class="columns">
      <form id="newgame" class="side" style="max-width:560px">
        <fieldset><legend>Variant</legend>
          <select id="variant">${variants.map(v => `<option value="${v.id}" ${v.id === last ? 'selected' : ''}>${v.id}</option>`).join('')}</select>
        </fieldset>
        <fieldset><legend>Start position</legend><div id="startfields"></div></fieldset>
        <fieldset><legend>Opponent</legend>
          <div class="row">
            <label><input type="radio" name="opponent" value="engine" checked> Shuffle</label>
            <label><input type="radio" name="opponent" value="local"> A friend here</label>
            <label><input type="radio" name="opponent" value="remote"> A friend by link</label>
          </div>
          <div class="row" id="enginefields">
            <label>Level <input id="level" type="range" min="0" max="20" value="20"> <span id="levelval">20</span></label>
            <label>Think <select id="movetime"><option value="250">0.25 s</option><option value="1000" selected>1 s</option><option value="3000">3 s</option><option value="10000">10 s</option></select></label>
          </div>
          <div class="row"><label>You play <select id="color"><option>white</option><option>black</option><option>random</option></select></label></div>
        </fieldset>
        <fieldset><legend>Clock</legend>
          <div class="row">
            <label><input type="checkbox" id="useclock"> Clock</label>
            <label>Minutes <input id="minutes" type="number" min="0.5" max="180" step="0.5" value="5" style="width:5rem"></label>
            <label>Increment (s) <input id="increment" type="number" min="0" max="600" value="3" style="width:4rem"></label>
          </div>
        </fieldset>
        <button class="primary" id="create" type="submit">Start the game</button>
        <p id="formerror" class="error"></p>
        <fieldset><legend>Import a PGN or FEN</legend>
          <textarea id="importtext" rows="4" style="width:100%" placeholder="[Variant &quot;capablanca84000&quot;] … or a FEN of the variant above"></textarea>
          <button type="button" id="import">Import and continue</button>
        </fieldset>
      </form>
      <div class="preview">
        <h2>Preview</h2>
        <div id="preview"></div>
        <p><span class="backrank" id="backrank"></span> <span id="setupinfo" class="muted"></span></p>
      </div>
    </div>`;
  const form = document.getElementById('newgame');
  const variantSel = document.getElementById('variant');
  let preview = null;
  let previewSerial = 0;

  async function refreshPreview() {
    const variant = variantSel.value;
    const serial = ++previewSerial;
    try {
      const setup = await api('GET', setupQuery(variant, readStartChoice('s', variant)));
      if (serial !== previewSerial) return;
      if (preview) preview.set({ variant, fen: setup.fen }); else preview = new Board(document.getElementById('preview'), { variant, fen: setup.fen });
      const [w, b] = setup.numbers || [];
      document.getElementById('backrank').textContent = setup.back_ranks ? setup.back_ranks[0] + (w !== b ? ` / ${setup.back_ranks[1].toLowerCase()}` : '') : '';
      const survey = setup.survey ? ` · survey: ${setup.survey.score_cp > 0 ? '+' : ''}${setup.survey.score_cp} cp at depth ${setup.survey.depth}, ${esc(setup.survey.best_move_san)}` : '';
      document.getElementById('setupinfo').textContent = (setup.numbers ? `No. ${w}${w !== b ? ` / ${b}` : ''}` : '') + (setup.classic ? ' (classic)' : '') + survey;
      const numberInput = document.getElementById('snumber');
      if (numberInput && setup.numbers && readStartChoice('s', variant).dice !== undefined) numberInput.value = w;
      document.getElementById('formerror').textContent = '';
    } catch (err) {
      document.getElementById('formerror').textContent = err.message;
    }
  }

  function renderStart() {
    const variant = variantSel.value;
    localStorage.setItem('variant', variant);
    document.getElementById('startfields').innerHTML = startChoiceFields('s', variant);
    const info = variantInfo(variant);
    if (info.shuffle) {
      const num = document.getElementById('snumber');
      const chosen = localStorage.getItem('number');  // from the explorer's "Play this setup"
      if (chosen !== null) { num.value = chosen; localStorage.removeItem('number'); }
      document.querySelectorAll('[data-step]').forEach(b => b.addEventListener('click', () => {
        num.value = (Number(num.value) + Number(b.dataset.step) + info.setups) % info.setups;
        refreshPreview();
      }));
      document.getElementById('srandom').addEventListener('click', () => { num.value = Math.floor(Math.random() * info.setups); refreshPreview(); });
      document.getElementById('sasym').addEventListener('change', e => { document.getElementById('sblack').disabled = !e.target.checked; refreshPreview(); });
    }
    document.getElementById('startfields').addEventListener('input', refreshPreview);
    document.getElementById('startfields').addEventListener('change', refreshPreview);
    refreshPreview();
  }

  variantSel.addEventListener('change', renderStart);
  document.getElementById('level').addEventListener('input', e => { document.getElementById('levelval').textContent = e.target.value; });
  renderStart();

  function settings() {
    const opponent = form.querySelector('input[name="opponent"]:checked').value;
    const body = { opponent, color: document.getElementById('color').value };
    if (opponent === 'engine') {
      body.level = Number(document.getElementById('level').value);
      body.movetime_ms = Number(document.getElementById('movetime').value);
    }
    if (document.getElementById('useclock').checked) {
      body.clock = { initial_s: Math.round(Number(document.getElementById('minutes').value) * 60), increment_s: Number(document.getElementById('increment').value) };
    }
    return body;
  }

  async function create(body) {
    try {
      const created = await api('POST', '/api/games', body);
      localStorage.setItem(`token:${created.game.id}`, created.token);
      if (created.invite_token) sessionStorage.setItem(`invite:${created.game.id}`, created.invite_token);
      navigate(`/game/${created.game.id}#token=${created.token}`);
    } catch (err) {
      document.getElementById('formerror').textContent = err.message;
    }
  }

  form.addEventListener('submit', e => {
    e.preventDefault();
    const variant = variantSel.value;
    create({ variant, start: readStartChoice('s', variant), ...settings() });
  });
  document.getElementById('import').addEventListener('click', () => {
    const text = document.getElementById('importtext').value.trim();
    if (!text) return;
    const isPgn = text.startsWith('[') || /^\s*1\./.test(text);
    create(isPgn ? { pgn: text, ...settings() } : { variant: variantSel.value, start: { fen: text }, ...settings() });
  });
}

// ------------------------------------------------------------------- game

function formatClock(ms) {
  const s = Math.max(0, ms) / 1000;
  if (s < 10) return s.toFixed(1);
  const m = Math.floor(s / 60);
  const sec = Math.floor(s % 60);
  return `${m}:${String(sec).padStart(2, '0')}`;
}

function squaresOfUci(uci) {
  const m = uci.match(/^([a-j]\d)([a-j]\d)/);
  return m ? [m[1], m[2]] : null;
}

function kingSquare(fen, variant, color) {
  const pieces = parseBoard(fen, variant);
  return Object.keys(pieces).find(s => pieces[s].role === 'king' && pieces[s].color === color);
}

function gameView(id) {
  const token = tokenFor(id);
  let game = null;
  let ply = 0;            // the ply shown
  let flipped = false;
  let board = null;
  let alive = true;
  let analysis = null;    // EventSource
  let fetchedAt = 0;
  let autoFlipped = false;  // Black sees the board from its side, once
  main.innerHTML = `
    <div class="columns">
      <div>
        <div class="row" id="topclock"></div>
        <div class="board-wrap"><div class="evalbar" id="evalbar" hidden><div class="white" style="height:50%"></div></div><div id="board"></div></div>
        <div class="row" id="bottomclock"></div>
        <div id="chooser"></div>
      </div>
      <div class="side">
        <h1 id="title"></h1>
        <div id="banner"></div>
        <div id="status" class="muted"></div>
        <div class="movelist" id="moves"></div>
        <div class="row">
          <button id="first" title="first (Home)">«</button><button id="prev" title="back (←)">◀</button>
          <button id="next" title="forward (→)">▶</button><button id="last" title="last (End)">»</button>
          <button id="flip" title="flip (f)">Flip</button>
        </div>
        <div class="row" id="actions">
          <button id="takeback">Takeback</button><button id="draw">Offer draw</button><button id="resign">Resign</button>
        </div>
        <h2>Analysis</h2>
        <div class="row"><button id="analyse">Start analysis</button>
          <label>Lines <select id="multipv"><option>1</option><option selected>3</option><option>5</option></select></label>
          <span id="anainfo" class="muted"></span></div>
        <div class="lines" id="lines"></div>
        <h2>Share and save</h2>
        <div class="links" id="links"></div>
        <div class="row">
          <button id="copyfen">Copy FEN</button><button id="copypgn">Copy PGN</button>
          <a id="pgnlink" href="/api/games/${esc(id)}/pgn" download><button type="button">Download PGN</button></a>
        </div>
      </div>
    </div>`;

  const $ = s => document.getElementById(s);

  function onMove(move) {
    $('chooser').innerHTML = '';
    play(move.uci);
  }

  function onChoice(cands, prompt, promotions) {
    const box = $('chooser');
    if (!cands) { box.innerHTML = ''; return; }
    const info = variantInfo(game.variant);
    const color = game.turn;
    box.innerHTML = `<div class="chooser" data-testid="chooser"><span>${esc(prompt)}</span>${cands.map((c, i) => {
      if (promotions) {
        const piece = info.pieces.find(p => p.letter === c.promotion);
        return `<button data-i="${i}" data-promotion="${c.promotion}" title="${esc(piece.name)}"><svg viewBox="0 0 100 100">${pieceSvg(piece.role, color)}</svg></button>`;
      }
      return `<button data-i="${i}" data-san="${esc(c.san)}">${esc(c.san)}</button>`;
    }).join('')}<button data-cancel>Cancel</button></div>`;
    box.querySelectorAll('button[data-i]').forEach(b => b.addEventListener('click', () => { board.rookPick = null; onMove(cands[Number(b.dataset.i)]); }));
    box.querySelector('[data-cancel]').addEventListener('click', () => { box.innerHTML = ''; board.set({}); });
  }

  async function play(uci) {
    try {
      const view = await api('POST', `/api/games/${id}/moves`, { move: uci }, token);
      update(view, true);
    } catch (err) {
      toast(err.message);
      update(game, true);
    }
  }

  function canMove() {
    if (!game || game.result || ply !== game.moves.length) return false;
    const you = game.you;
    if (!you) return false;
    if (game.engine && game.engine.color === game.turn) return false;
    return you === 'both' || you === game.turn;
  }

  function drawBoard() {
    const fen = game.fens[ply];
    const lastMove = ply > 0 ? squaresOfUci(game.moves[ply - 1].uci) : null;
    const inCheck = ply === game.moves.length ? game.check : false;
    const check = inCheck ? kingSquare(fen, game.variant, game.turn) : null;
    const opts = { variant: game.variant, fen, flipped, lastMove, check, moves: canMove() ? game.legal_moves : null, onMove, onChoice };
    if (board) board.set(opts); else board = new Board($('board'), opts);
  }

  function renderClocks() {
    const top = flipped ? 'white' : 'black';
    const bottom = flipped ? 'black' : 'white';
    if (!game.clocks) { $('topclock').innerHTML = ''; $('bottomclock').innerHTML = ''; return; }
    const elapsed = Date.now() - fetchedAt;
    const ms = side => game.clocks[`${side}_ms`] - (game.clocks.running === side ? elapsed : 0);
    const html = side => `<span class="clock ${game.clocks.running === side ? 'running' : ''} ${ms(side) < 10000 ? 'low' : ''}" data-clock="${side}">${formatClock(ms(side))}</span> <span class="muted">${side}</span>`;
    $('topclock').innerHTML = html(top);
    $('bottomclock').innerHTML = html(bottom);
  }

  function renderMoves() {
    const list = $('moves');
    const startMove = Number(game.fens[0].split(' ')[5] || 1);
    const blackFirst = game.fens[0].split(' ')[1] === 'b';
    let html = '';
    game.moves.forEach((m, i) => {
      const whiteMove = blackFirst ? i % 2 === 1 : i % 2 === 0;
      if (whiteMove || i === 0) {
        const n = startMove + Math.floor((i + (blackFirst ? 1 : 0)) / 2);
        html += `<span class="num">${n}.</span>`;
        if (!whiteMove) html += '<span>…</span>';
      }
      html += `<span class="mv ${i + 1 === ply ? 'current' : ''}" data-ply="${i + 1}">${esc(m.san)}</span>`;
    });
    list.innerHTML = html;
    list.querySelectorAll('.mv').forEach(el => el.addEventListener('click', () => goto(Number(el.dataset.ply))));
    const current = list.querySelector('.current');
    if (current) current.scrollIntoView({ block: 'nearest' });
  }

  function renderStatus() {
    const info = variantInfo(game.variant);
    const [w, b] = game.numbers || [];
    $('title').textContent = `${game.variant}${game.numbers && info.shuffle ? ` · No. ${w}${w !== b ? `/${b}` : ''}` : ''}`;
    $('banner').innerHTML = game.result ? `<div class="banner" data-testid="result">${esc(game.result)} · ${esc(game.reason)}</div>` : '';
    let status = '';
    if (!game.result) {
      if (game.engine && game.engine.thinking) status = 'Shuffle is thinking…';
      else if (canMove()) status = `Your move (${game.turn})`;
      else status = `${game.turn} to move`;
      if (game.draw_offer) status += ` · ${game.draw_offer} offers a draw`;
    }
    const seat = game.you ? `you play ${game.you === 'both' ? 'both sides' : game.you}` : 'watching';
    $('status').textContent = `${status}${status ? ' · ' : ''}${seat}`;
    const mine = game.you && !game.result;
    $('takeback').hidden = !(mine && game.opponent !== 'remote');
    $('resign').hidden = !mine;
    $('draw').hidden = !mine;
    $('draw').textContent = game.draw_offer && game.you !== game.draw_offer ? 'Accept draw' : 'Offer draw';
    const invite = sessionStorage.getItem(`invite:${id}`);
    const origin = location.origin;
    $('links').innerHTML = `
      ${invite ? `<label>Invite link (the other player)<input readonly id="invitelink" value="${origin}/game/${id}#token=${invite}"></label>` : ''}
      <label>Watch link<input readonly id="watchlink" value="${origin}/game/${id}"></label>`;
    $('links').querySelectorAll('input').forEach(i => i.addEventListener('focus', () => i.select()));
  }

  function update(view, jump) {
    const atEnd = !game || ply === game.moves.length;
    game = view;
    fetchedAt = Date.now();
    if (jump || atEnd) ply = game.moves.length;
    ply = Math.min(ply, game.moves.length);
    if (game.you === 'black' && !autoFlipped) { flipped = true; autoFlipped = true; }
    drawBoard();
    renderClocks();
    renderMoves();
    renderStatus();
    if (analysis) startAnalysis();
  }

  function goto(n) {
    ply = Math.max(0, Math.min(game.moves.length, n));
    $('chooser').innerHTML = '';
    drawBoard();
    renderMoves();
    if (analysis) startAnalysis();
  }

  async function poll() {
    while (alive) {
      try {
        const view = await api('GET', `/api/games/${id}?after=${game ? game.version : 0}`, undefined, token);
        if (!alive) return;
        if (!game || view.version !== game.version) update(view, false);
      } catch (err) {
        if (!alive) return;
        $('status').textContent = err.message;
        await new Promise(r => setTimeout(r, 2000));
      }
    }
  }

  function stopAnalysis() {
    if (analysis) analysis.close();
    analysis = null;
    $('analyse').textContent = 'Start analysis';
    if (board) { board.arrow = null; board.render(); }
  }

  function startAnalysis() {
    if (analysis) analysis.close();
    const fen = game.fens[ply];
    const multipv = $('multipv').value;
    const q = new URLSearchParams({ variant: game.variant, fen, multipv, seconds: 60 });
    analysis = new EventSource(`/api/analysis?${q}`);
    $('analyse').textContent = 'Stop analysis';
    $('evalbar').hidden = false;
    const lines = {};
    analysis.addEventListener('info', e => {
      const line = JSON.parse(e.data);
      lines[line.multipv] = line;
      const score = l => (l.mate !== null ? `#${l.mate}` : `${l.score_cp > 0 ? '+' : ''}${(l.score_cp / 100).toFixed(2)}`);
      $('lines').innerHTML = Object.values(lines).map(l => `<div><b>${score(l)}</b> ${esc(l.san.slice(0, 12).join(' '))}</div>`).join('');
      $('anainfo').textContent = `depth ${line.depth} · ${Math.round(line.nps / 1000)} knps`;
      if (line.multipv === 1) {
        const cp = Math.max(-1000, Math.min(1000, line.score_cp));
        $('evalbar').firstElementChild.style.height = `${50 + cp / 20}%`;
        board.arrow = line.uci.length ? squaresOfUci(line.uci[0]) : null;
        board.render();
      }
    });
    analysis.addEventListener('done', () => { analysis.close(); $('analyse').textContent = 'Start analysis'; analysis = null; });
    analysis.addEventListener('error', () => { if (analysis) { analysis.close(); analysis = null; $('analyse').textContent = 'Start analysis'; } });
  }

  async function action(name) {
    try { update(await api('POST', `/api/games/${id}/${name}`, {}, token), true); } catch (err) { toast(err.message); }
  }

  $('first').addEventListener('click', () => goto(0));
  $('prev').addEventListener('click', () => goto(ply - 1));
  $('next').addEventListener('click', () => goto(ply + 1));
  $('last').addEventListener('click', () => goto(game.moves.length));
  $('flip').addEventListener('click', () => { flipped = !flipped; drawBoard(); renderClocks(); });
  $('takeback').addEventListener('click', () => action('takeback'));
  $('resign').addEventListener('click', () => { if (confirm('Resign this game?')) action('resign'); });
  $('draw').addEventListener('click', () => action('draw'));
  $('analyse').addEventListener('click', () => (analysis ? stopAnalysis() : startAnalysis()));
  $('copyfen').addEventListener('click', async () => { await navigator.clipboard.writeText(game.fens[ply]).catch(() => {}); toast('FEN copied'); });
  $('copypgn').addEventListener('click', async () => {
    const text = await (await fetch(`/api/games/${id}/pgn`)).text();
    await navigator.clipboard.writeText(text).catch(() => {});
    toast('PGN copied');
  });
  const keys = e => {
    if (e.target.closest('input, textarea, select')) return;
    if (e.key === 'ArrowLeft') goto(ply - 1);
    else if (e.key === 'ArrowRight') goto(ply + 1);
    else if (e.key === 'Home') goto(0);
    else if (e.key === 'End') goto(game.moves.length);
    else if (e.key === 'f') { flipped = !flipped; drawBoard(); renderClocks(); }
  };
  document.addEventListener('keydown', keys);
  const ticker = setInterval(() => { if (game && game.clocks && game.clocks.running) renderClocks(); }, 100);
  leaveView = () => { alive = false; clearInterval(ticker); document.removeEventListener('keydown', keys); if (analysis) analysis.close(); };

  api('GET', `/api/games/${id}`, undefined, token)
    .then(view => { update(view, true); poll(); })
    .catch(err => { main.innerHTML = `<p class="error">${esc(err.message)}</p>`; });
}

// ---------------------------------------------------------------- games

async function gamesView() {
  main.innerHTML = '<h1>Stored games</h1><div id="list">Loading…</div>';
  try {
    const games = await api('GET', '/api/games');
    document.getElementById('list').innerHTML = games.length ? `<table><tr><th>Started</th><th>Variant</th><th>Setup</th><th>Opponent</th><th>Moves</th><th>Result</th></tr>
      ${games.map(g => {
        const token = localStorage.getItem(`token:${g.id}`);
        const href = `/game/${g.id}${token ? `#token=${token}` : ''}`;
        const setup = g.numbers ? (g.numbers[0] === g.numbers[1] ? g.numbers[0] : g.numbers.join('/')) : 'FEN';
        return `<tr><td><a href="${href}" data-link>${new Date(g.created_ms).toLocaleString()}</a></td><td>${esc(g.variant)}</td><td>${setup}</td><td>${g.opponent}</td><td>${g.moves}</td><td>${g.result || '*'}</td></tr>`;
      }).join('')}</table>` : '<p class="muted">No games yet.</p>';
  } catch (err) {
    document.getElementById('list').innerHTML = `<p class="error">${esc(err.message)}</p>`;
  }
}

// -------------------------------------------------------------- explorer

function explorerView() {
  const shuffles = variants.filter(v => v.shuffle);
  const params = new URLSearchParams(location.search);
  const start = params.get('variant') || 'capablanca84000';
  main.innerHTML = `
    <h1>Start-position explorer</h1>
    <div class="row">
      <select id="evariant">${shuffles.map(v => `<option ${v.id === start ? 'selected' : ''}>${v.id}</option>`).join('')}</select>
      <button id="eprev" aria-label="previous">◀</button>
      <input id="enumber" type="number" min="0" style="width:7rem">
      <button id="enext" aria-label="next">▶</button>
      <button id="erandom">Random</button>
      <button id="eplay">Play this setup</button>
    </div>
    <div class="columns"><div class="preview" id="eboard"></div>
      <div class="side"><p class="backrank" id="erank"></p><p id="einfo"></p></div></div>`;
  const $ = s => document.getElementById(s);
  let board = null;
  const info = () => variantInfo($('evariant').value);
  $('enumber').value = params.get('number') || (info().classic_number ?? 0);
  async function show() {
    const variant = $('evariant').value;
    const n = Number($('enumber').value);
    history.replaceState(null, '', `/explorer?variant=${variant}&number=${n}`);
    try {
      const setup = await api('GET', setupQuery(variant, { number: n }));
      if (board) board.set({ variant, fen: setup.fen }); else board = new Board($('eboard'), { variant, fen: setup.fen });
      $('erank').textContent = setup.back_ranks[0];
      const s = setup.survey;
      $('einfo').innerHTML = `No. ${n} of ${info().setups}${setup.classic ? ' (the classic setup)' : ''}<br>` +
        (s ? `Survey: <b>${s.score_cp > 0 ? '+' : ''}${s.score_cp} cp</b> for White at depth ${s.depth}; best first move ${esc(s.best_move_san)}` :
          `<span class="muted">Not in the survey (${info().surveyed} of ${info().setups} setups surveyed).</span>`);
    } catch (err) { $('einfo').innerHTML = `<span class="error">${esc(err.message)}</span>`; }
  }
  const step = d => { const c = info().setups; $('enumber').value = (Number($('enumber').value) + d + c) % c; show(); };
  $('eprev').addEventListener('click', () => step(-1));
  $('enext').addEventListener('click', () => step(1));
  $('erandom').addEventListener('click', () => { $('enumber').value = Math.floor(Math.random() * info().setups); show(); });
  $('enumber').addEventListener('change', show);
  $('evariant').addEventListener('change', () => { $('enumber').value = info().classic_number ?? 0; show(); });
  $('eplay').addEventListener('click', () => {
    localStorage.setItem('variant', $('evariant').value);
    localStorage.setItem('number', $('enumber').value);
    navigate('/');
  });
  const keys = e => { if (e.key === 'ArrowLeft' && e.target === document.body) step(-1); if (e.key === 'ArrowRight' && e.target === document.body) step(1); };
  document.addEventListener('keydown', keys);
  leaveView = () => document.removeEventListener('keydown', keys);
  show();
}

// ----------------------------------------------------------------- router

function route() {
  leaveView();
  leaveView = () => {};
  const path = location.pathname;
  const game = path.match(/^\/game\/([A-Za-z0-9]+)$/);
  if (game) gameView(game[1]);
  else if (path === '/games') gamesView();
  else if (path === '/explorer') explorerView();
  else newGameView();
}

api('GET', '/api/variants')
  .then(list => { variants = list; route(); })
  .catch(err => { main.innerHTML = `<p class="error">Cannot reach the server: ${esc(err.message)}</p>`; });
