import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';

export interface SecretShownOnceMessages {
  title: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

/**
 * A secret the store shows once (an API key, a webhook's signing secret): focused when it appears, with a warning,
 * the secret to select, a button that copies it, and one to close it. Without a clipboard (an insecure origin, a
 * refused permission) it says so, and the secret stays on screen to select by hand.
 */
export function SecretShownOnce({
  secret,
  messages,
  onDone,
  testId,
}: {
  secret: string;
  messages: SecretShownOnceMessages;
  onDone: () => void;
  testId?: string;
}) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => heading.current?.focus(), []);

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Stack
      as="section"
      aria-labelledby={`${id}-title`}
      gap="4"
      p={{ base: '4', md: '6' }}
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      borderRadius="l2"
    >
      <Heading as="h3" size="lg" id={`${id}-title`} ref={heading} tabIndex={-1}>
        {messages.title}
      </Heading>
      <Text role="alert">{messages.warning}</Text>
      <Stack gap="2">
        <Text fontWeight="medium" id={`${id}-label`}>
          {messages.label}
        </Text>
        <Box
          as="code"
          display="block"
          fontFamily="mono"
          bg="bg"
          borderWidth="1px"
          borderRadius="l1"
          aria-labelledby={`${id}-label`}
          data-testid={testId}
          p="3"
          fontSize="sm"
          wordBreak="break-all"
          whiteSpace="pre-wrap"
          userSelect="all"
        >
          {secret}
        </Box>
      </Stack>
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={() => void copySecret()}>
          {copy === 'copied' ? messages.copied : messages.copy}
        </Button>
        <Button colorPalette="brand" onClick={onDone}>
          {messages.done}
        </Button>
      </HStack>
      {copy === 'failed' && <Text color="fg.error">{messages.copyFailed}</Text>}
    </Stack>
  );
}
