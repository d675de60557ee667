import { chakra, type HTMLChakraProps, useRecipe } from '@chakra-ui/react';

interface PlainInputProps extends Omit<HTMLChakraProps<'input'>, 'size'> {
  size?: '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}

/**
 * An input styled by the theme's input recipe, like Chakra's `Input`, without Ark's form-field wiring. For the
 * labelled inputs outside a form field that every page shows (the header's search, the cards' quantity boxes):
 * Chakra's `Input` brings Ark's whole field module (textarea auto-resize included, ~3 kB gzip) to the first
 * visit; the forms, which need the field wiring, load it with their screens.
 */
export function PlainInput({ size, ...props }: PlainInputProps) {
  const recipe = useRecipe({ key: 'input' });
  return <chakra.input className="chakra-input" css={recipe({ size })} {...props} />;
}
