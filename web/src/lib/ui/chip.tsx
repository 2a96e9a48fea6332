import styles from './chip.module.css';

interface Props {
  label: string;
  color?: 'default' | 'primary' | 'secondary';
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  className?: string;
  'data-testid'?: string;
}

/** A short label in a pill (a tag, a status). Not interactive. */
export function Chip({ label, color = 'default', variant = 'filled', size = 'medium', className, ...rest }: Props) {
  const classes = [
    styles.chip,
    color !== 'default' && styles[color],
    variant === 'outlined' && styles.outlined,
    size === 'small' && styles.small,
    className,
  ];
  return (
    <span className={classes.filter(Boolean).join(' ')} {...rest}>
      {label}
    </span>
  );
}
