import { Box, type BoxProps, Flex, Heading } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface StaffSectionProps extends Omit<BoxProps, 'title'> {
  title: string;
  /** A link or button beside the heading (e.g. All orders). */
  action?: ReactNode;
  children: ReactNode;
}

/** A part of a record's page: a region named by its h2, which a screen reader can jump to. */
export function StaffSection({ title, action, children, ...box }: StaffSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} {...box}>
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}
