import { Input } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';

import { CERTIFICATE_ACCEPT } from '../lib/validation';

interface CertificateInputProps {
  name: string;
  onFileChange: (file: File | null) => void;
}

/** A file picker for a PDF, JPEG or PNG certificate (inside a FormField, which labels it); the form checks it. */
export function CertificateInput({ name, onFileChange }: CertificateInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => onFileChange(event.target.files?.[0] ?? null);
  return <Input type="file" name={name} accept={CERTIFICATE_ACCEPT} onChange={change} h="auto" py="1.5" />;
}
