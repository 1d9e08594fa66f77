/** The colours: skies by time of day, walls, roofs, clothes, skins, hair and backdrops. */
export interface Sky {
  top: string;
  bottom: string;
  sun: string;
  hill: string;
  far: string;
  ground: string;
  lit: boolean;
}

export const DAY_SKIES: readonly Sky[] = [
  {
    top: '#5fb4e8',
    bottom: '#d6eefa',
    sun: '#ffe27a',
    hill: '#6f9a5b',
    far: '#9fbfa6',
    ground: '#8fb96a',
    lit: false,
  },
  {
    top: '#7cc3ec',
    bottom: '#f3f0dc',
    sun: '#fff1a8',
    hill: '#5f8f62',
    far: '#a9c4b5',
    ground: '#a3c177',
    lit: false,
  },
  {
    top: '#f6b98a',
    bottom: '#fde9cf',
    sun: '#fff4d6',
    hill: '#7d8f5a',
    far: '#c8b79a',
    ground: '#b6a66b',
    lit: false,
  },
  {
    top: '#98a9b8',
    bottom: '#e4e9ec',
    sun: '#f4f6f7',
    hill: '#6c8470',
    far: '#aab8b0',
    ground: '#8ea77a',
    lit: false,
  },
];

export const EVENING_SKIES: readonly Sky[] = [
  {
    top: '#2e3b73',
    bottom: '#f4a26b',
    sun: '#ffd27f',
    hill: '#3d4a5c',
    far: '#7a6f86',
    ground: '#4f5e4a',
    lit: true,
  },
  {
    top: '#1f2a4d',
    bottom: '#c0687a',
    sun: '#f7e3b5',
    hill: '#2e3a4f',
    far: '#6b5874',
    ground: '#3e4b40',
    lit: true,
  },
];

export const WALLS = [
  '#f3e9d2',
  '#e8d5b5',
  '#f6f1e7',
  '#dfe7ea',
  '#f1dcc9',
  '#e4e0d5',
  '#f4e4c1',
  '#d9e4d2',
];
export const ROOFS = ['#b5543c', '#8c3b2e', '#5c6b73', '#3f6e5a', '#a0612f', '#6d4c41'];
export const CONDO_WALLS = ['#f2e3a6', '#cfe0ee', '#efcfc4', '#d8e8c8', '#f3d9a4'];
export const CLOTHES = [
  '#2f6690',
  '#9c2f3f',
  '#3a7d44',
  '#6b4e9b',
  '#d17a22',
  '#1f4e5a',
  '#7f3b63',
  '#35505f',
];
export const SKINS = ['#8d5524', '#a0662f', '#6b4226', '#7c4a26', '#b57a45', '#5e3a22'];
export const HAIR = ['#1b1410', '#2a1c14', '#111111', '#3a2618'];
export const BACKDROPS = ['#f4e3c3', '#dbe9f2', '#e5f0dc', '#f2d8d0', '#e6e0f2', '#f8ecc8'];
