import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ButtonLink } from '../../../shared/components/ButtonLink';
import { paths } from '../../../shared/lib/paths';
import { pageErrorMessages as messages } from '../messages';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next page) clears the error and renders the children again. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey?: string;
}

/**
 * Catches what a screen throws while rendering, or a screen's code that failed to download (a lost connection,
 * or a new release that replaced the file), and shows a friendly page instead of a blank one. The error goes to
 * the console; the page offers to load the store again or to go home.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('A page threw nothing.') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render.', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageError /> : this.props.children;
  }
}

function PageError() {
  return (
    <>
      <title>{messages.documentTitle}</title>
      <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
        <Stack gap="5" align="center" role="alert">
          <Heading as="h1" size="2xl">
            {messages.title}
          </Heading>
          <Text color="fg.muted">{messages.explanation}</Text>
          <HStack gap="3" wrap="wrap" justify="center">
            <Button colorPalette="brand" onClick={() => window.location.reload()}>
              {messages.retry}
            </Button>
            <ButtonLink to={paths.home} variant="outline" colorPalette="brand">
              {messages.home}
            </ButtonLink>
          </HStack>
        </Stack>
      </Container>
    </>
  );
}
