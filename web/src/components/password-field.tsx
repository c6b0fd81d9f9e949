import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Spec part 1 §9 and part 2: a revealed password is hidden again after 5000 ms. */
export const PASSWORD_REVEAL_MS = 5000;

/** A password input whose visibility toggle reverts by itself, so a revealed password is not left on screen. */
export function PasswordField({ revealMs = PASSWORD_REVEAL_MS, ...props }: PasswordInputProps & { revealMs?: number }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!visible) return undefined;
    const timeout = setTimeout(() => setVisible(false), revealMs);
    return () => clearTimeout(timeout);
  }, [visible, revealMs]);

  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      // In the tab order (Mantine leaves it out), so a keyboard user can show the password too.
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Skjul adgangskode' : 'Vis adgangskode' }}
    />
  );
}
