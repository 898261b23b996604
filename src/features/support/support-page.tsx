import { Link } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { PageHeading } from '../../components/ui/page-heading';

/** The help centre: the support services, each with a short explanation. */
export function SupportPage() {
  const { LL } = useI18nContext();
  const services = [
    {
      to: '/support/certificateverification',
      title: LL.support.certificateTitle(),
      text: LL.support.certificateIntro(),
    },
    { to: '/support/sncheck', title: LL.support.snTitle(), text: LL.support.snIntro() },
    {
      to: '/support/dcntraining',
      title: LL.content.dcntraining(),
      text: LL.support.trainingIntro(),
    },
    { to: '/support/policy', title: LL.content.policy(), text: LL.support.policyIntro() },
  ];
  return (
    <>
      <PageHeading title={LL.support.title()}>
        <p className="max-w-3xl text-lg text-gray-700">{LL.support.intro()}</p>
      </PageHeading>
      <ul className="grid gap-4 sm:grid-cols-2">
        {services.map((service) => (
          <li
            key={service.to}
            className="relative rounded-lg border border-gray-200 p-5 focus-within:ring-2 focus-within:ring-brand hover:shadow-md"
          >
            <h2 className="text-lg font-semibold">
              <Link
                to={service.to}
                className="after:absolute after:inset-0 hover:text-brand focus-visible:outline-none"
              >
                {service.title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-gray-700">{service.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
