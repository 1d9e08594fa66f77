/** Interiors (800×600): living room, office and shop. */
import { CLOTHES } from './palettes';
import {
  type ImageSpec,
  type Rand,
  circle,
  ellipse,
  line,
  path,
  pick,
  rect,
  svg,
  tile,
  vertical,
} from './svg';

function jebena(x: number, y: number): string {
  return (
    circle(x, y, 18, '#2b1d14') +
    path(`M${x - 6} ${y - 16}L${x - 4} ${y - 42}H${x + 4}L${x + 6} ${y - 16}Z`, '#2b1d14') +
    line(`M${x + 14} ${y - 8}l16 -14`, '#2b1d14', 5)
  );
}

function mesob(x: number, y: number, colors: readonly string[]): string {
  let out = path(`M${x - 40} ${y}h80l-14 -60h-52z`, colors[0] ?? '#d8a645');
  out +=
    rect(x - 30, y - 46, 60, 8, colors[1] ?? '#c0392b') +
    rect(x - 34, y - 24, 68, 8, colors[2] ?? '#2e7d32');
  return out + path(`M${x - 30} ${y - 60}q30 -40 60 0z`, colors[0] ?? '#d8a645');
}

export function livingRoom(spec: ImageSpec, rand: Rand): string {
  const wall = pick(rand, ['#f1e6d3', '#e3ecef', '#efe2e0', '#e9efdf', '#f4ecd8']);
  const sofa = pick(rand, ['#3f6e8c', '#8c4a3f', '#5b7a4a', '#6d5a8c', '#b07a3a']);
  const rug = pick(rand, ['#c2553f', '#d8a645', '#3f7f8c', '#7a4a6a']);
  const floor = pick(rand, ['#b88a5a', '#a8a29a', '#c49a6c']);
  let body =
    rect(0, 0, 800, 440, wall) + rect(0, 440, 800, 160, floor) + rect(0, 432, 800, 10, '#00000033');
  body +=
    rect(470, 100, 230, 230, 'url(#s)', ' stroke="#fff" stroke-width="10"') +
    line('M585 100V330M470 215H700', '#fff', 6);
  body +=
    rect(440, 90, 30, 270, rug) +
    rect(700, 90, 30, 270, rug) +
    path('M470 330l40-60 40 40 50-70 60 90z', '#6f9a5b');
  body +=
    rect(150, 150, 150, 100, '#fff') +
    rect(160, 160, 130, 80, pick(rand, ['#9fc4d8', '#e8c07a', '#c9a0b8'])) +
    path('M160 240l40-40 30 25 30-35 30 50z', '#5f8f62');
  body +=
    ellipse(300, 530, 260, 48, rug) +
    rect(80, 300, 340, 90, sofa, ' rx="18"') +
    rect(60, 370, 380, 70, sofa, ' rx="14"');
  body +=
    rect(90, 315, 90, 55, '#ffffff33', ' rx="10"') +
    rect(320, 315, 90, 55, '#ffffff33', ' rx="10"') +
    rect(70, 440, 14, 24, '#3a2a1a') +
    rect(416, 440, 14, 24, '#3a2a1a');
  if (rand() < 0.5) {
    body +=
      rect(230, 470, 160, 14, '#6b4a2f') +
      rect(245, 484, 10, 40, '#6b4a2f') +
      rect(365, 484, 10, 40, '#6b4a2f') +
      jebena(300, 452);
  } else {
    body += mesob(310, 530, [
      pick(rand, ['#d8a645', '#e0b860']),
      pick(rand, ['#c0392b', '#2e86ab']),
      pick(rand, ['#2e7d32', '#6b3a5a']),
    ]);
  }
  body +=
    path('M720 440l-12-50h44l-12 50z', '#a0522d') +
    ellipse(712, 370, 14, 30, '#3e7a4a') +
    ellipse(742, 360, 14, 34, '#4d8a3f');
  if (rand() < 0.5)
    body +=
      rect(62, 120, 4, 180, '#444') +
      path('M44 120h40l-10-40h-20z', pick(rand, ['#f4d58d', '#e8e0d0']));
  else
    body +=
      rect(330, 120, 90, 12, '#6b4a2f') +
      rect(340, 96, 12, 24, '#c0392b') +
      rect(356, 100, 10, 20, '#2e86ab') +
      circle(395, 110, 10, '#d8a645');
  // Half of the rooms are drawn mirrored, so that the window is not always on the right.
  const room = rand() < 0.5 ? `<g transform="matrix(-1 0 0 1 800 0)">${body}</g>` : body;
  return svg(spec, room, vertical('s', '#7cc3ec', '#e2f2fb'));
}

export function officeInterior(spec: ImageSpec, rand: Rand): string {
  const desk = pick(rand, ['#d9c7a8', '#c9b08a', '#e6e1d6']);
  let body =
    rect(0, 0, 800, 600, '#eceae4') +
    rect(40, 60, 720, 280, 'url(#s)', ' stroke="#8a9199" stroke-width="8"');
  body += line('M220 60V340M400 60V340M580 60V340', '#8a9199', 6);
  for (const [x, h] of [
    [70, 120],
    [130, 200],
    [260, 150],
    [330, 230],
    [450, 170],
    [620, 210],
    [690, 140],
  ] as const)
    body += rect(x, 340 - h, 50, h, '#9aa9b6');
  body += rect(0, 420, 800, 180, '#8d8f91');
  for (const x of [90, 460]) {
    body +=
      rect(x, 390, 250, 16, desk) +
      rect(x + 10, 406, 10, 80, '#555') +
      rect(x + 230, 406, 10, 80, '#555');
    body +=
      rect(x + 70, 320, 110, 66, '#222', ' rx="4"') +
      rect(x + 120, 386, 10, 6, '#222') +
      rect(x + 80, 470, 90, 50, pick(rand, CLOTHES), ' rx="10"');
  }
  body += path('M740 420l-10-40h40l-10 40z', '#a0522d') + ellipse(750, 350, 20, 40, '#3e7a4a');
  return svg(spec, body, vertical('s', '#8cc8ec', '#eaf5fb'));
}

export function shopInterior(spec: ImageSpec, rand: Rand): string {
  const goods = tile(
    'g',
    60,
    70,
    rect(6, 20, 14, 46, pick(rand, CLOTHES)) +
      rect(24, 34, 14, 32, pick(rand, CLOTHES)) +
      rect(42, 26, 12, 40, pick(rand, CLOTHES)) +
      rect(0, 66, 60, 4, '#7b5a3a'),
  );
  let body =
    rect(0, 0, 800, 600, pick(rand, ['#f3ede1', '#e7eef0'])) + rect(0, 460, 800, 140, '#c9b79c');
  body += rect(60, 80, 680, 280, '#e0d3bd') + rect(60, 80, 680, 280, 'url(#g)');
  body += rect(180, 380, 440, 100, '#6b4a2f') + rect(170, 370, 460, 16, '#8a6440');
  body += line('M400 0V40', '#555', 3) + path('M370 40h60l-10 26h-40z', '#f4d58d');
  return svg(spec, body, goods);
}
