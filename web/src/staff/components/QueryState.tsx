import { Alert, Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { PageLoading } from '../../shared/components/PageLoading';
import { staffMessages as messages } from '../messages';

interface QueryStateProps {
  loading: boolean;
  error: unknown;
  /** Whether there is data to show (a refresh's failure keeps showing what was there). */
  hasData: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** A screen's data: a spinner while it first loads, a message with Try again when it fails, else the screen. */
export function QueryState({ loading, error, hasData, onRetry, children }: QueryStateProps) {
  if (hasData) return children;
  if (error) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{messages.loadFailed}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {messages.retry}
        </Button>
      </Alert.Root>
    );
  }
  if (loading) return <PageLoading />;
  return children;
}

/** A record that does not exist (a stale link, a typed address). */
export function NotFoundNotice() {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>{messages.notFound}</Alert.Title>
    </Alert.Root>
  );
}
