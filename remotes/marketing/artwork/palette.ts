// One flat illustration style for all marketing artwork: a fixed palette, no
// gradients except soft light, simple geometric garments and machines.
export const ink = {
  wall: '#f1e6d6',
  wallShade: '#e6d6bf',
  floor: '#cdb79a',
  floorLine: '#bda384',
  navy: '#1f3a5f',
  blue: '#3d7cc9',
  sky: '#9cc3ea',
  coral: '#e4572e',
  mustard: '#f2b134',
  teal: '#2a9d8f',
  plum: '#7b4b94',
  charcoal: '#2b2d42',
  steel: '#8d99ae',
  light: '#dfe6ee',
  white: '#ffffff',
  kraft: '#c8995f',
  kraftDark: '#a97942',
} as const;
