/**
 * AppButton's classes on both targets: its own, the caller's, and the disabled look. The look is
 * a class because the mini-program's styles cannot select on [disabled] or [aria-disabled].
 */
export function buttonClass({ className, disabled }: { className?: string; disabled?: boolean }): string {
  return ['app-button', className, disabled ? 'app-button--disabled' : ''].filter(Boolean).join(' ');
}
