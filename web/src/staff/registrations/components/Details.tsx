import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { StaffSection } from '../../components/StaffSection';
import { registrationMessages as messages } from '../messages';

/** A titled box of label–value pairs. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StaffSection title={title} borderWidth="1px" rounded="md" bg="white" p="4">
      <DataList.Root orientation="horizontal" size="md" gap="2.5">
        {children}
      </DataList.Root>
    </StaffSection>
  );
}

/** One label and its value; a dash for a value the business did not give. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    // On a phone the label takes its own line, over its value.
    <DataList.Item flexWrap="wrap" alignItems="baseline" rowGap="0.5">
      <DataList.ItemLabel minW={{ base: 'full', sm: '11rem' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{empty ? messages.none : children}</DataList.ItemValue>
    </DataList.Item>
  );
}
