import styles from './spinner.module.css';

interface Props {
  /** What is loading, for screen readers ("Loading galleries"). */
  label: string;
  size?: number;
  className?: string;
}

/** An indeterminate progress ring (role progressbar, as MUI's CircularProgress). */
export function Spinner({ label, size = 40, className }: Props) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size }}
    >
      <svg viewBox="22 22 44 44" width={size} height={size} aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

/** A spinner centred in a block at least `minHeight` tall, so the layout does not jump when content arrives. */
export function SpinnerBlock({ label, minHeight = 240 }: { label: string; minHeight?: number | string }) {
  return (
    <div className={styles.block} style={{ minHeight }}>
      <Spinner label={label} />
    </div>
  );
}
