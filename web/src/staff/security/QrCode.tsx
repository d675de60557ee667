import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { encode } from 'uqr';

// Four light modules around the code: the quiet zone a camera needs to find it.
const QUIET_ZONE = 4;

/**
 * A QR code drawn in the page as an SVG element (no image file, no data: URL): each dark module a 1×1 square of
 * one path. Error correction M: a phone camera reads it from a screen at an angle.
 */
export function QrCode({ value, label, size = 224 }: { value: string; label: string; size?: number }) {
  const { modules, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: QUIET_ZONE });
    const squares: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { modules: qr.size, path: squares.join('') };
  }, [value]);
  return (
    <Box asChild flexShrink={0} borderWidth="1px" rounded="md">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${modules} ${modules}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width={modules} height={modules} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
    </Box>
  );
}
