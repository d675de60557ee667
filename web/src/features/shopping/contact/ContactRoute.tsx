import { useQuery } from '@apollo/client/react';
import { Button, Grid, Heading, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { contactFields } from '@storefront/contract/rules';
import { useEffect } from 'react';
import { z } from 'zod';

import { graphql } from '../../../gql';
import { useSession } from '../../../shared/session/useSession';
import { store, storeEmailHref, storePhoneHref } from '../../../shared/config/store';
import { FormField } from '../../../shared/components/FormField';
import { useForm } from '../../../shared/forms/useForm';
import { ShoppingPage } from '../components/ShoppingPage';
import { contactMessages as messages } from '../messages';
import { useSendContactMessageMutation } from './api/useSendContactMessageMutation';

interface ContactValues extends Record<string, unknown> {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const empty: ContactValues = { name: '', email: '', subject: '', message: '' };

// Spec section 5, Contact form, in its order; the message is optional. The rules store-api applies.
const rules = z.object(contactFields);

const ContactRouteQuery = graphql(`
  query ContactRouteQuery {
    viewer {
      id
      name
      email
    }
  }
`);

export function ContactRoute() {
  const [send, { loading }] = useSendContactMessageMutation();
  const { errors, bind, setValues, onSubmit } = useForm<ContactValues>(empty, rules);
  const { loggedIn } = useSession();
  const { data } = useQuery(ContactRouteQuery, { skip: !loggedIn });
  const viewer = data?.viewer;

  // A logged-in buyer writes as themselves: name and e-mail are filled in (and stay editable), unless typed already.
  useEffect(() => {
    if (!viewer) return;
    setValues((current) => ({
      ...current,
      name: current.name === '' ? viewer.name : current.name,
      email: current.email === '' ? viewer.email : current.email,
    }));
  }, [viewer, setValues]);

  const submit = onSubmit(async (values, { showUserErrors }) => {
    const outcome = await send({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim() === '' ? null : values.message.trim(),
    });
    if (outcome.ok) setValues({ ...empty, name: viewer?.name ?? '', email: viewer?.email ?? '' });
    else showUserErrors(outcome.userErrors);
  });

  return (
    <ShoppingPage title={messages.title}>
      <Grid templateColumns={{ base: '1fr', lg: '20rem minmax(0, 1fr)' }} gap={{ base: '8', lg: '12' }}>
        <Stack as="section" aria-labelledby="contact-details" gap="4">
          <Heading as="h2" id="contact-details" size="lg">
            {messages.reachUs}
          </Heading>
          <Text color="fg.muted">{messages.intro}</Text>
          <dl>
            <Text as="dt" fontWeight="semibold">
              {messages.phone}
            </Text>
            <Text as="dd" mb="3">
              <Link href={storePhoneHref} color="brand.700">
                {store.phone}
              </Link>
            </Text>
            <Text as="dt" fontWeight="semibold">
              {messages.email}
            </Text>
            <Text as="dd" mb="3">
              <Link href={storeEmailHref} color="brand.700">
                {store.email}
              </Link>
            </Text>
            <Text as="dt" fontWeight="semibold">
              {messages.hoursLabel}
            </Text>
            <Text as="dd">{messages.hours}</Text>
          </dl>
        </Stack>

        <Stack as="section" aria-labelledby="contact-form" gap="4">
          <Heading as="h2" id="contact-form" size="lg">
            {messages.formTitle}
          </Heading>
          <form noValidate onSubmit={submit}>
            <Stack gap="4" maxW="2xl">
              <FormField label={messages.name} required error={errors.name}>
                <Input {...bind('name')} autoComplete="name" />
              </FormField>
              <FormField label={messages.emailField} required error={errors.email}>
                <Input {...bind('email')} type="email" autoComplete="email" />
              </FormField>
              <FormField label={messages.subject} required error={errors.subject}>
                <Input {...bind('subject')} />
              </FormField>
              <FormField label={messages.message} error={errors.message}>
                <Textarea {...bind('message')} rows={6} />
              </FormField>
              <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={loading}>
                {messages.send}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Grid>
    </ShoppingPage>
  );
}
