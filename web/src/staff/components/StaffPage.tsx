import { Flex, Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';

import { staffMessages as messages } from '../messages';

interface StaffPageProps {
  title: string;
  /** Shown under the heading, e.g. a count or a status. */
  subtitle?: ReactNode;
  /** Buttons beside the heading (Export, Print). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One staff screen: its document title and its heading, which takes the keyboard focus when the screen opens, so
 * that a screen reader announces where a link led and Tab continues from the page, not from the clicked link.
 */
export function StaffPage({ title, subtitle, actions, children }: StaffPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <Stack gap="6">
      <title>{messages.documentTitle(title)}</title>
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
            {title}
          </Heading>
          {subtitle}
        </Stack>
        {actions && (
          <Flex gap="2" wrap="wrap" className="staff-no-print">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Stack>
  );
}
