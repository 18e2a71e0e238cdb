import fs from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { applianceDrawing, brandMark, sceneBadge, troubleEffect, type Ink } from './illustrations';
import { site, type VideoAudience as Audience } from '@claims/contracts';
import { randomFrom, type Scene, type Storyboard } from './storyboard';

export const frameWidth = 1280;
export const frameHeight = 720;

type Palette = { from: string; to: string; ink: Ink; pill: string };

/** Each audience keeps its colour; the variation picks one of its shades. */
const palettes: Record<Audience, Palette[]> = {
  customer: [
    {
      from: '#1e3a8a',
      to: '#2563eb',
      pill: '#bfdbfe',
      ink: { line: '#0f172a', body: '#f8fafc', panel: '#e2e8f0', accent: '#2563eb', accentSoft: '#dbeafe' },
    },
    {
      from: '#0c4a6e',
      to: '#0284c7',
      pill: '#bae6fd',
      ink: { line: '#0f172a', body: '#f8fafc', panel: '#e2e8f0', accent: '#0284c7', accentSoft: '#e0f2fe' },
    },
    {
      from: '#312e81',
      to: '#4f46e5',
      pill: '#c7d2fe',
      ink: { line: '#111827', body: '#f9fafb', panel: '#e5e7eb', accent: '#4f46e5', accentSoft: '#e0e7ff' },
    },
  ],
  insurance: [
    {
      from: '#064e3b',
      to: '#059669',
      pill: '#a7f3d0',
      ink: { line: '#0f172a', body: '#f8fafc', panel: '#e2e8f0', accent: '#059669', accentSoft: '#d1fae5' },
    },
    {
      from: '#134e4a',
      to: '#0d9488',
      pill: '#99f6e4',
      ink: { line: '#0f172a', body: '#f8fafc', panel: '#e2e8f0', accent: '#0d9488', accentSoft: '#ccfbf1' },
    },
    {
      from: '#14532d',
      to: '#16a34a',
      pill: '#bbf7d0',
      ink: { line: '#111827', body: '#f9fafb', panel: '#e5e7eb', accent: '#16a34a', accentSoft: '#dcfce7' },
    },
  ],
  service_provider: [
    {
      from: '#7c2d12',
      to: '#ea580c',
      pill: '#fed7aa',
      ink: { line: '#1c1917', body: '#fafaf9', panel: '#e7e5e4', accent: '#ea580c', accentSoft: '#ffedd5' },
    },
    {
      from: '#78350f',
      to: '#d97706',
      pill: '#fde68a',
      ink: { line: '#1c1917', body: '#fafaf9', panel: '#e7e5e4', accent: '#d97706', accentSoft: '#fef3c7' },
    },
    {
      from: '#881337',
      to: '#e11d48',
      pill: '#fecdd3',
      ink: { line: '#1c1917', body: '#fafaf9', panel: '#e7e5e4', accent: '#e11d48', accentSoft: '#ffe4e6' },
    },
  ],
};

export type FrameStyle = { palette: Palette; mirrored: boolean; pattern: 'rings' | 'stripes' | 'dots' };

export function styleFor(storyboard: Storyboard): FrameStyle {
  const random = randomFrom(storyboard.seed ^ 0x9e3779b9);
  const choices = palettes[storyboard.audience];
  return {
    palette: choices[Math.floor(random() * choices.length)],
    mirrored: random() < 0.5,
    pattern: (['rings', 'stripes', 'dots'] as const)[Math.floor(random() * 3)],
  };
}

/* ---------------------------------------------------------------- fonts, loaded once per process */

type FontData = { name: string; data: Buffer; weight: 400 | 700 | 800; style: 'normal' };

/**
 * Inter's character sets beyond basic Latin: accented Latin (Spanish, Vietnamese), Cyrillic and Greek. satori looks for
 * a character missing from the first font in every other font it was given, whatever its name; each set has a name of
 * its own because satori keeps one font per name and weight. Text in other scripts (Chinese, Arabic, …) is refused
 * where it is typed (`unsupportedPreviewCharacters`).
 */
export const fontSubsets = [
  'latin',
  'latin-ext',
  'vietnamese',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
] as const;

let fonts: FontData[] | undefined;
function loadFonts(): FontData[] {
  if (!fonts) {
    const dir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
    fonts = fontSubsets.flatMap((subset) =>
      ([400, 700, 800] as const).map((weight) => ({
        name: subset === 'latin' ? 'Inter' : `Inter ${subset}`,
        weight,
        style: 'normal' as const,
        data: fs.readFileSync(path.join(dir, `inter-${subset}-${weight}-normal.woff`)),
      })),
    );
  }
  return fonts;
}

/* ---------------------------------------------------------------- satori elements without React */

type Style = Record<string, string | number>;
type Node = { type: string; props: { style?: Style; children?: Node | string | (Node | string)[] } };
const h = (type: string, style: Style, children?: Node['props']['children']): Node => ({
  type,
  props: { style, children },
});

function textLayer(scene: Scene, index: number, count: number, style: FrameStyle): Node {
  const textLeft = style.mirrored ? 56 : 664;
  const pill = style.palette.pill;
  return h(
    'div',
    { display: 'flex', position: 'relative', width: frameWidth, height: frameHeight, fontFamily: 'Inter' },
    [
      h(
        'div',
        {
          position: 'absolute',
          left: 120,
          top: 34,
          display: 'flex',
          flexDirection: 'column',
          color: '#ffffff',
        },
        [
          h('div', { fontSize: 24, fontWeight: 800, letterSpacing: -0.3 }, 'Claim Assist'),
          h(
            'div',
            { fontSize: 15, fontWeight: 400, opacity: 0.85 },
            site.companyName.replace('Claim Assist ', ''),
          ),
        ],
      ),
      h(
        'div',
        { position: 'absolute', right: 56, top: 44, display: 'flex', alignItems: 'center', color: '#ffffff' },
        [
          h('div', { fontSize: 18, fontWeight: 700, marginRight: 16 }, `Scene ${index + 1} of ${count}`),
          h(
            'div',
            { display: 'flex' },
            Array.from({ length: count }, (_, i) =>
              h('div', {
                width: 36,
                height: 8,
                borderRadius: 4,
                marginLeft: 6,
                backgroundColor: i <= index ? '#ffffff' : 'rgba(255,255,255,0.35)',
              }),
            ),
          ),
        ],
      ),
      h(
        'div',
        {
          position: 'absolute',
          left: textLeft,
          top: 124,
          width: 560,
          display: 'flex',
          flexDirection: 'column',
          color: '#ffffff',
        },
        [
          h(
            'div',
            {
              display: 'flex',
              alignSelf: 'flex-start',
              backgroundColor: pill,
              color: style.palette.ink.line,
              fontSize: 18,
              fontWeight: 800,
              letterSpacing: 1.5,
              textTransform: 'uppercase',
              padding: '8px 16px',
              borderRadius: 999,
            },
            `${index + 1} · ${scene.label}`,
          ),
          h(
            'div',
            {
              fontSize: scene.heading.length > 44 ? 42 : 50,
              fontWeight: 800,
              lineHeight: 1.12,
              marginTop: 22,
              letterSpacing: -1,
              lineClamp: 3,
              display: 'block',
              // A long word (a model number, or a word typed with no spaces) breaks within the column.
              wordBreak: 'break-word',
            },
            scene.heading,
          ),
          h(
            'div',
            { display: 'flex', flexDirection: 'column', marginTop: 26 },
            scene.facts.map((fact) =>
              h('div', { display: 'flex', alignItems: 'center', marginBottom: 14 }, [
                h('div', { width: 14, height: 14, borderRadius: 7, backgroundColor: pill, marginRight: 14 }),
                h('div', { fontSize: 24, fontWeight: 700, wordBreak: 'break-word' }, fact),
              ]),
            ),
          ),
        ],
      ),
      h(
        'div',
        {
          position: 'absolute',
          left: 88,
          top: 608,
          width: 1104,
          height: 84,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: '#ffffff',
          fontSize: 24,
          fontWeight: 400,
          lineHeight: 1.3,
          textAlign: 'center',
        },
        // At most two lines (the band's height), a long word broken within them.
        h('div', { display: 'block', lineClamp: 2, wordBreak: 'break-word', maxWidth: 1104 }, scene.caption),
      ),
    ],
  );
}

function patternLayer(style: FrameStyle, seed: number): string {
  const random = randomFrom(seed);
  if (style.pattern === 'rings') {
    return Array.from({ length: 5 }, () => {
      const x = Math.round(random() * frameWidth);
      const y = Math.round(random() * frameHeight);
      const r = 60 + Math.round(random() * 160);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="28"/>`;
    }).join('');
  }
  if (style.pattern === 'stripes') {
    return Array.from({ length: 10 }, (_, i) => {
      const x = -400 + i * 200;
      return `<path d="M${x} 720 L${x + 400} 0 h 60 L${x + 60} 720 Z" fill="#ffffff" fill-opacity="0.05"/>`;
    }).join('');
  }
  const dots: string[] = [];
  for (let y = 20; y < frameHeight; y += 40)
    for (let x = 20; x < frameWidth; x += 40) dots.push(`M${x} ${y}h0.01`);
  return `<path d="${dots.join('')}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="5" stroke-linecap="round"/>`;
}

/** The whole frame as SVG: background, appliance panel and scene effects by hand; text laid out by satori. */
export async function frameSvg(storyboard: Storyboard, index: number): Promise<string> {
  const scene = storyboard.scenes[index];
  const style = styleFor(storyboard);
  const { palette } = style;
  const ink = palette.ink;
  const panelX = style.mirrored ? 664 : 56;
  const text = await satori(textLayer(scene, index, storyboard.scenes.length, style) as never, {
    width: frameWidth,
    height: frameHeight,
    fonts: loadFonts(),
  });
  const applianceArt = applianceDrawing(storyboard.appliance, ink);
  const effect =
    scene.kind === 'problem'
      ? troubleEffect(storyboard.symptom, ink)
      : scene.kind === 'outcome'
        ? `<path d="M60 60 l 8 20 l 20 8 l -20 8 l -8 20 l -8 -20 l -20 -8 l 20 -8 Z M340 110 l 6 14 l 14 6 l -14 6 l -6 14 l -6 -14 l -14 -6 l 14 -6 Z" fill="#facc15"/>`
        : scene.kind === 'diagnosis'
          ? `<rect x="40" y="10" width="320" height="400" rx="20" fill="none" stroke="${ink.accent}" stroke-width="6" stroke-dasharray="26 16"/><line x1="40" y1="${120 + (storyboard.seed % 160)}" x2="360" y2="${120 + (storyboard.seed % 160)}" stroke="${ink.accent}" stroke-width="5" stroke-opacity="0.8"/>`
          : '';
  const companion = storyboard.companion
    ? `<g transform="translate(${panelX + 24} ${112 + 300}) scale(0.36)">${applianceDrawing(storyboard.companion, ink)}</g>`
    : '';
  const badgeX = style.mirrored ? panelX - 34 : panelX + 560 - 126;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${frameWidth}" height="${frameHeight}" viewBox="0 0 ${frameWidth} ${frameHeight}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
  <rect width="${frameWidth}" height="${frameHeight}" fill="url(#bg)"/>
  ${patternLayer(style, storyboard.seed)}
  <g transform="translate(48 28)">${brandMark('#ffffff', palette.from)}</g>
  <rect x="${panelX}" y="112" width="560" height="472" rx="32" fill="#ffffff" fill-opacity="0.96"/>
  <rect x="${panelX}" y="112" width="560" height="472" rx="32" fill="${ink.accentSoft}" fill-opacity="0.5"/>
  <g transform="translate(${panelX + 80} 142)">${applianceArt}${effect}</g>
  ${companion}
  <g transform="translate(${badgeX} 84) scale(0.8)">${sceneBadge(scene.kind, ink)}</g>
  <rect x="56" y="608" width="1168" height="84" rx="20" fill="#0f172a" fill-opacity="0.72"/>
  ${text}
</svg>`;
}

/** Rasterises one frame to a 1280 × 720 PNG. */
export async function renderFrame(storyboard: Storyboard, index: number): Promise<Buffer> {
  const svg = await frameSvg(storyboard, index);
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return resvg.render().asPng();
}
