import type { ProductDownload } from '../../../contract/catalog';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { useSession } from '../../app/session-provider';
import { BackLink } from '../../components/ui/back-link';
import { DetailStates } from '../../components/ui/detail-states';
import { PageHeading } from '../../components/ui/page-heading';
import { SafeHtml } from '../../components/ui/safe-html';
import { buttonSmall, textLink } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { formatFileSize } from '../../lib/intl';
import { useIdParam } from '../../lib/use-id-param';
import { useTextLanguage } from '../../lib/use-text-language';
import { useDialogs } from '../../shell/dialogs';
import { useDownloadLink, useProductDetail } from './api';
import { ExternalLink } from '../../components/ui/external-link';

function DownloadButton({ file }: { file: ProductDownload }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { isLoggedIn } = useSession();
  const dialogs = useDialogs();
  const check = useDownloadLink();
  return (
    <button
      type="button"
      className={buttonSmall}
      disabled={check.isPending}
      onClick={() => {
        if (file.need_login && !isLoggedIn) {
          notify.warning(LL.shell.loginRequired());
          dialogs.open('login');
          return;
        }
        check.mutate(file.id, {
          onSuccess: (link) => window.open(link.url, '_blank', 'noopener,noreferrer'),
        });
      }}
    >
      {LL.products.download()}
      <span className="sr-only">
        {' '}
        {file.name} ({formatFileSize(file.size, lang)})
      </span>
    </button>
  );
}

/** One product: pictures, description, specifications and files. */
export function ProductDetailPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const id = useIdParam();
  const detail = useProductDetail(id);
  const languageOf = useTextLanguage();
  const back = <BackLink to="/product" label={LL.products.backToList()} />;

  if (!detail.isSuccess) {
    return (
      <DetailStates
        back={back}
        title={LL.products.detailTitle()}
        idKnown={id !== null}
        query={detail}
      />
    );
  }
  const product = detail.data;
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  return (
    <article>
      {back}
      <PageHeading title={product.name} description={product.summary}>
        <p className="text-gray-700">
          {LL.products.model()}: <span dir="ltr">{product.model}</span>
        </p>
      </PageHeading>
      <div className="grid gap-8 lg:grid-cols-2">
        {images.length > 0 ? (
          <ul className="grid grid-cols-2 gap-2" aria-label={LL.products.pictures()}>
            {images.map((src, i) => (
              <li key={src} className={i === 0 ? 'col-span-2' : ''}>
                <img
                  src={src}
                  alt={LL.products.pictureOf({ name: product.name, index: i + 1 })}
                  className="aspect-[4/3] w-full rounded border border-gray-200 bg-gray-100 object-contain"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="space-y-4">
          <p {...languageOf(product.summary)} className="text-lg text-gray-800">
            {product.summary}
          </p>
          {product.specs.length > 0 ? (
            <section aria-labelledby="product-specs">
              <h2 id="product-specs" className="mb-2 text-xl font-semibold">
                {LL.products.specs()}
              </h2>
              <table className="w-full border-collapse text-sm">
                <tbody>
                  {product.specs.map((spec) => (
                    <tr key={spec.name} className="border-b border-gray-200">
                      <th scope="row" className="w-1/3 py-2 pe-4 text-start font-medium">
                        {spec.name}
                      </th>
                      {/* Values stay as the engineers write them, in English, left to right. */}
                      <td className="py-2">
                        <bdi lang="en" dir="ltr">
                          {spec.value}
                        </bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="product-description" className="mt-8">
        <h2 id="product-description" className="mb-2 text-xl font-semibold">
          {LL.products.description()}
        </h2>
        <SafeHtml html={product.content} />
      </section>
      {product.downloads.length > 0 || product.brochures.length > 0 ? (
        <section aria-labelledby="product-files" className="mt-8">
          <h2 id="product-files" className="mb-2 text-xl font-semibold">
            {LL.products.files()}
          </h2>
          <ul className="space-y-2">
            {product.downloads.map((file) => (
              <li key={`d-${file.id}`} className="flex flex-wrap items-center gap-3">
                <span>
                  {file.name}{' '}
                  <span className="text-sm text-gray-700">({formatFileSize(file.size, lang)})</span>
                </span>
                <DownloadButton file={file} />
              </li>
            ))}
            {product.brochures.map((brochure) => (
              <li key={`b-${brochure.url}`}>
                <ExternalLink href={brochure.url} className={textLink}>
                  {brochure.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
