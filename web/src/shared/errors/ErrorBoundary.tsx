import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ButtonLink } from '../components/ButtonLink';
import { paths } from '../lib/paths';
import { pageErrorMessages as messages } from './messages';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next page) clears the error and renders the children again. */
  resetKey?: string;
  /** What shows instead of children that failed: the error page unless said otherwise (`null` for an optional part). */
  fallback?: ReactNode;
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
    console.error(
      this.props.fallback === undefined ? 'A page failed to render.' : 'A part of the page failed to render.',
      error,
      info.componentStack,
    );
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback === undefined ? <PageError /> : this.props.fallback;
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
