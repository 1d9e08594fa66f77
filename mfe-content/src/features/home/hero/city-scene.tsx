import './city-scene.css';

const TOWERS = [
  [40, 150, 70],
  [120, 110, 60],
  [190, 170, 80],
  [280, 90, 55],
  [345, 140, 75],
  [430, 120, 60],
  [500, 180, 70],
  [580, 100, 65],
  [655, 150, 70],
  [735, 130, 55],
] as const;

/**
 * The "video" of the video home page: a drawn Addis Ababa evening that moves with CSS animations
 * (clouds, lit windows, traffic). No video file: it weighs a few hundred bytes and pauses on demand.
 */
export function CityScene({ paused }: { paused: boolean }) {
  return (
    <svg
      className={`cnt-city-scene${paused ? ' cnt-city-scene--paused' : ''}`}
      viewBox="0 0 800 400"
      width="800"
      height="400"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="cnt-city-scene__sky" width="800" height="400" />
      <circle className="cnt-city-scene__sun" cx="620" cy="110" r="46" />
      <g className="cnt-city-scene__clouds">
        <ellipse cx="120" cy="70" rx="60" ry="16" />
        <ellipse cx="420" cy="50" rx="80" ry="18" />
        <ellipse cx="700" cy="90" rx="50" ry="12" />
      </g>
      <path className="cnt-city-scene__hills" d="M0 260 Q200 170 400 230 T800 210 V400 H0Z" />
      {TOWERS.map(([x, h, w], i) => (
        <g key={x}>
          <rect className="cnt-city-scene__tower" x={x} y={340 - h} width={w} height={h} />
          <rect
            className="cnt-city-scene__window"
            style={{ animationDelay: `${(i % 5) * 0.7}s` }}
            x={x + 12}
            y={360 - h}
            width={w - 24}
            height="10"
          />
        </g>
      ))}
      <rect className="cnt-city-scene__road" y="340" width="800" height="60" />
      <g className="cnt-city-scene__car">
        <rect x="0" y="356" width="46" height="16" rx="5" />
      </g>
      <g className="cnt-city-scene__car cnt-city-scene__car--late">
        <rect x="0" y="372" width="40" height="14" rx="5" />
      </g>
    </svg>
  );
}
