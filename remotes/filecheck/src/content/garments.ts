// The garments and colours of the preview, as typed data. Outlines are simple shapes in a
// 400 × 440 box; `printBox` is where the 12.5 × 16 in print area sits on each, in the same units.
export type GarmentId = 'tshirt' | 'hoodie' | 'bodysuit' | 'tote' | 'hat';

export interface Garment {
  id: GarmentId;
  name: string;
  outline: string;
  /** Extra lines (collar, pocket, seams), drawn over the fill. */
  details?: string;
  printBox: { x: number; y: number; width: number };
}

export const garments: readonly Garment[] = [
  {
    id: 'tshirt',
    name: 'T-shirt',
    outline: 'M140 20 Q200 50 260 20 L370 70 L340 150 L300 135 L300 420 L100 420 L100 135 L60 150 L30 70 Z',
    details: 'M140 20 Q200 60 260 20',
    printBox: { x: 137.5, y: 90, width: 125 },
  },
  {
    id: 'hoodie',
    name: 'Hoodie',
    outline:
      'M145 40 Q150 0 200 0 Q250 0 255 40 L370 90 L385 400 L335 405 L315 170 L310 420 L90 420 L85 170 L65 405 L15 400 L30 90 Z',
    details: 'M145 40 Q200 95 255 40 M150 330 L250 330 L265 400 L135 400 Z',
    printBox: { x: 137.5, y: 110, width: 125 },
  },
  {
    id: 'bodysuit',
    name: 'Baby bodysuit',
    outline:
      'M150 20 Q200 55 250 20 L340 60 L320 130 L290 120 L290 300 Q290 360 240 400 L225 430 L175 430 L160 400 Q110 360 110 300 L110 120 L80 130 L60 60 Z',
    details: 'M150 20 Q200 65 250 20',
    printBox: { x: 137.5, y: 80, width: 125 },
  },
  {
    id: 'tote',
    name: 'Tote bag',
    outline: 'M60 140 L340 140 L340 430 L60 430 Z',
    details: 'M120 140 Q120 30 200 30 Q280 30 280 140 M135 140 Q135 50 200 50 Q265 50 265 140',
    printBox: { x: 137.5, y: 185, width: 125 },
  },
  {
    id: 'hat',
    name: 'Hat',
    outline: 'M70 300 Q70 110 200 100 Q330 110 330 300 Q390 310 395 345 L5 345 Q10 310 70 300 Z',
    details: 'M70 300 Q200 285 330 300 M200 100 L200 300',
    printBox: { x: 158, y: 150, width: 84 },
  },
];

export interface GarmentColour {
  id: string;
  name: string;
  fill: string;
  /** The outline and detail lines, readable on the fill. */
  line: string;
}

export const garmentColours: readonly GarmentColour[] = [
  { id: 'white', name: 'White', fill: '#ffffff', line: '#5b6472' },
  { id: 'black', name: 'Black', fill: '#15171b', line: '#8a93a1' },
  { id: 'heather', name: 'Heather gray', fill: '#a7adb4', line: '#3d434c' },
  { id: 'navy', name: 'Navy', fill: '#1d2b4f', line: '#8e9bbd' },
  { id: 'red', name: 'Red', fill: '#b3261e', line: '#f1c4c0' },
];
