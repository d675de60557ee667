import { Alert, CloseButton } from '@chakra-ui/react';

const refusalAlertMessages = {
  dismiss: 'Dismiss',
} as const;

/**
 * The store's refusal of a whole action (a sign-in, a change no one field caused), said where the person acted and
 * kept until the next try or until they dismiss it.
 */
export function RefusalAlert({ message, onDismiss }: { message: string; onDismiss?: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      {onDismiss && <CloseButton size="sm" aria-label={refusalAlertMessages.dismiss} onClick={onDismiss} />}
    </Alert.Root>
  );
}
