import { Stack, type StackProps, Text, type TextProps } from '@chakra-ui/react';

interface PictureWordsProps extends StackProps {
  headline: string;
  subtitle?: string | null | undefined;
  headlineSize: TextProps['fontSize'];
  subtitleSize: TextProps['fontSize'];
}

/**
 * A banner's headline and subtitle as real text over its picture (laid over the positioned box that holds it),
 * on a dark wash from the start side so white text stays readable over any picture (at least 60 % black under
 * the words). Words baked into a picture were cut off by its crop and shrank to 6 px on a phone (issue 17).
 */
export function PictureWords({
  headline,
  subtitle,
  headlineSize,
  subtitleSize,
  ...props
}: PictureWordsProps) {
  return (
    <Stack
      position="absolute"
      inset="0"
      justify="center"
      color="white"
      bgImage="linear-gradient(90deg, rgba(0, 0, 0, 0.75) 0%, rgba(0, 0, 0, 0.6) 55%, rgba(0, 0, 0, 0.25) 100%)"
      {...props}
    >
      <Text
        maxW="2xl"
        fontFamily="Georgia, serif"
        fontWeight="bold"
        lineHeight="1.15"
        fontSize={headlineSize}
        textWrap="balance"
      >
        {headline}
      </Text>
      {subtitle && (
        <Text maxW="xl" fontSize={subtitleSize} lineClamp={{ base: 2, sm: 3 }} textWrap="pretty">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
