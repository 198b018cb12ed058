// Shuffle's piece figures, drawn for this project on a 100x100 grid.
// Compound pieces are split down the middle: the left half is the slider
// (bishop, rook or queen), the right half a knight facing right, so an
// archbishop, a chancellor and a general differ at a glance; the consul is
// a crested helmet, unlike any other figure.

const BASE = 'M22 90 H78 V82 Q78 76 72 76 H28 Q22 76 22 82 Z';

const SHAPES = {
  pawn: `${BASE} M36 76 Q38 58 44 52 Q34 46 36 34 Q38 22 50 22 Q62 22 64 34 Q66 46 56 52 Q62 58 64 76 Z`,
  rook: `${BASE} M30 76 L33 44 H67 L70 76 Z M27 44 V22 H36 V30 H45 V22 H55 V30 H64 V22 H73 V44 Z`,
  bishop: `${BASE} M34 76 Q36 66 42 62 Q28 52 34 36 Q40 22 50 16 Q60 22 66 36 Q72 52 58 62 Q64 66 66 76 Z M50 4 A6 6 0 1 1 49.9 4 Z`,
  knight: `${BASE} M30 76 Q32 62 42 54 Q36 56 28 62 Q20 64 18 56 Q18 48 30 38 Q36 28 44 20 L46 10 L54 18 Q72 22 76 46 Q78 62 74 76 Z`,
  queen: `${BASE} M30 76 L24 34 L38 54 L42 26 L50 50 L58 26 L62 54 L76 34 L70 76 Z M24 34 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 M42 26 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 M58 26 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 M76 34 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0`,
  king: `${BASE} M30 76 Q22 56 26 46 Q30 36 42 40 Q46 42 50 48 Q54 42 58 40 Q70 36 74 46 Q78 56 70 76 Z M46 40 V26 H38 V20 H46 V12 H54 V20 H62 V26 H54 V40 Z`,
  consul: `${BASE} M28 76 V54 Q28 30 50 28 Q72 30 72 54 V76 H60 V58 H40 V76 Z M46 28 Q44 14 58 8 Q74 4 84 16 Q70 12 64 20 Q58 26 56 30 Z`,
};

// Details drawn in the contrasting colour (eyes, mitre slit, bands).
const DETAILS = {
  pawn: '',
  rook: 'M31 50 H69 M32 70 H68',
  bishop: 'M44 40 L56 46 M38 70 H62',
  knight: 'M44 30 m-3 0 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 M28 56 L24 58',
  queen: 'M32 70 H68',
  king: 'M32 70 H68 M30 56 H70',
  consul: 'M34 54 H66 M36 66 H64',
};

const COMPOUNDS = {
  archbishop: 'bishop',
  chancellor: 'rook',
  general: 'queen',
};

function layer(kind, fill, stroke, detail, transform) {
  const t = transform ? ` transform="${transform}"` : '';
  const d = DETAILS[kind] ? `<path d="${DETAILS[kind]}" fill="none" stroke="${detail}" stroke-width="3" stroke-linecap="round"${t}/>` : '';
  return `<path d="${SHAPES[kind]}" fill="${fill}" stroke="${stroke}" stroke-width="3.5" stroke-linejoin="round" fill-rule="nonzero"${t}/>${d}`;
}

let clipSerial = 0;

/** SVG markup of a piece figure (role name, 'white' or 'black'), drawn in a 100x100 box. */
export function pieceSvg(role, color) {
  const white = color === 'white';
  const fill = white ? '#fbfaf6' : '#2b2b2b';
  const stroke = white ? '#1e1e1e' : '#0b0b0b';
  const detail = white ? '#1e1e1e' : '#e8e8e8';
  const slider = COMPOUNDS[role];
  if (!slider) return `<g class="figure ${role}">${layer(role, fill, stroke, detail)}</g>`;
  const id = `half${clipSerial++}`;
  return `<g class="figure ${role}">
    <clipPath id="${id}l"><rect x="0" y="0" width="50" height="100"/></clipPath>
    <clipPath id="${id}r"><rect x="50" y="0" width="50" height="100"/></clipPath>
    <g clip-path="url(#${id}l)">${layer(slider, fill, stroke, detail)}</g>
    <g clip-path="url(#${id}r)">${layer('knight', fill, stroke, detail, 'translate(100 0) scale(-1 1)')}</g>
    <path d="M50 8 V88" stroke="${white ? '#1e1e1e' : '#e8e8e8'}" stroke-width="2" stroke-dasharray="4 3"/>
  </g>`;
}

/** Every figure the page can draw. */
export const FIGURES = [...Object.keys(SHAPES), ...Object.keys(COMPOUNDS)];
