import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';
import { Icon } from './icon';

interface Look {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  /** Icon path (./icons/) shown before or after the label. */
  startIcon?: string;
  endIcon?: string;
  className?: string;
  children: ReactNode;
}

/** The class names of a button's look, for elements that are not one of the three below. */
export function buttonClass({ variant = 'contained', size = 'medium', fullWidth, className }: Omit<Look, 'children'>): string {
  return [styles.button, styles[variant], size !== 'medium' && styles[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
}

function Label({ startIcon, endIcon, children }: Look) {
  return (
    <>
      {startIcon && <Icon path={startIcon} size={20} />}
      {children}
      {endIcon && <Icon path={endIcon} size={20} />}
    </>
  );
}

type Own = keyof Look;

/** A `<button>`; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  type = 'button',
  ...rest
}: Look & Omit<ButtonHTMLAttributes<HTMLButtonElement>, Own>) {
  return (
    <button type={type} className={buttonClass({ variant, size, fullWidth, className })} {...rest}>
      <Label startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Label>
    </button>
  );
}

/** A link inside the site that looks like a button (React Router: no page reload). */
export function LinkButton({ variant, size, fullWidth, startIcon, endIcon, className, children, ...rest }: Look & Omit<LinkProps, Own>) {
  return (
    <Link className={buttonClass({ variant, size, fullWidth, className })} {...rest}>
      <Label startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Label>
    </Link>
  );
}

/** A link elsewhere (another site, tel:, mailto:, a file) that looks like a button. */
export function AnchorButton({
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  ...rest
}: Look & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, Own>) {
  return (
    <a className={buttonClass({ variant, size, fullWidth, className })} {...rest}>
      <Label startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Label>
    </a>
  );
}

/** The class of a round icon-only button; give the element an aria-label. */
export const iconButtonClass = styles.iconButton;
