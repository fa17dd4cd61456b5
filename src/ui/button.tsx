import { forwardRef, type ButtonHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'subtle' | 'destructive';

/** An icon of the one set, @fluentui/react-icons (headless, one file per icon: README.md). */
export type IconComponent = ComponentType<{ 'aria-hidden'?: boolean | 'true' | 'false'; className?: string }>;

/**
 * The class names of a button, for an element that must be something else and look like one: a router Link that
 * navigates ("Log in to book", an invoice), a label wrapping a file input.
 */
export function buttonClass(variant: ButtonVariant = 'secondary', options: { block?: boolean } = {}): string {
  return cx(styles.button, styles[variant], options.block && styles.block);
}

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: ButtonVariant;
  /** Drawn before the text. */
  icon?: IconComponent;
  /** As wide as its column. */
  block?: boolean;
  type?: 'button' | 'submit';
  children: ReactNode;
};

/** A button of the design system: 44 px high at least, one look per purpose (README.md). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', icon: Icon, block, type = 'button', className, children, ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={cx(buttonClass(variant, { block }), className)} {...rest}>
      {Icon && <Icon aria-hidden />}
      {children}
    </button>
  );
});

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> & {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: IconComponent;
  variant?: ButtonVariant;
};

/** A 44×44 button showing only an icon (close, previous, next); its name is `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon: Icon, variant = 'subtle', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      className={cx(buttonClass(variant), styles.iconOnly, className)}
      {...rest}
    >
      <Icon aria-hidden />
    </button>
  );
});
