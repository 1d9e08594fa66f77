import { useT } from '../../../i18n';
import './pause-button.css';

interface Props {
  paused: boolean;
  onToggle: () => void;
  /** What moves, e.g. "slides": the button reads "Pause slides" / "Play slides". */
  what: string;
}

/** The pause / play switch every auto-playing element carries. */
export function PauseButton({ paused, onToggle, what }: Props) {
  const { t } = useT();
  const label = t(paused ? 'motion.play' : 'motion.pause', { what });
  return (
    <button
      type="button"
      className="icon-btn cnt-pause-btn"
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {paused ? (
          <path d="M8 5v14l11-7z" fill="currentColor" />
        ) : (
          <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
