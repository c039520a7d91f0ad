'use client';

import { FormattedMessage } from 'react-intl';
import Image from 'next/image';
import { AmountPicker } from './AmountPicker';
import { clampAmount, PICKER_CEILING, stepAmount, type Amounts } from './picking';
import type { ProductOption } from './view-model';
import styles from './step1.module.css';

export interface ProductsSectionProps {
  products: readonly ProductOption[];
  picked: Amounts;
  disabled: boolean;
  onPick: (productId: string, amount: number) => void;
}

/** The event's products (spec 02 §2 view mode "products"): image, name, price (a former price struck through) and an amount picker. */
export function ProductsSection({ products, picked, disabled, onPick }: ProductsSectionProps) {
  if (products.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="step1-products-title" data-view-mode="products">
      <h2 className={styles.blockTitle} id="step1-products-title">
        <FormattedMessage id="checkout.step1.products.title" />
      </h2>
      <ul className={styles.rows}>
        {products.map((product) => {
          const value = picked[product.id] ?? 0;
          return (
            <li key={product.id} className={styles.row} data-kind="product">
              {product.image ? <Image className={styles.productImage} src={product.image} alt="" width={64} height={64} /> : <span className={styles.productImage} aria-hidden="true" />}
              <div className={styles.rowInfo}>
                <h3 className={styles.rowName}>{product.name}</h3>
                {product.description ? <p className={styles.rowDescription}>{product.description}</p> : null}
              </div>
              <p className={styles.price}>
                {product.compareAtLabel ? (
                  <>
                    <s className={styles.compareAt}>
                      <span className="visually-hidden">
                        <FormattedMessage id="checkout.step1.product.formerPrice" />{' '}
                      </span>
                      {product.compareAtLabel}
                    </s>{' '}
                  </>
                ) : null}
                {product.priceLabel}
              </p>
              <AmountPicker
                name={product.name}
                fieldName={`product.${product.id}`}
                value={value}
                max={PICKER_CEILING}
                next={(direction) => stepAmount(value, direction, { max: PICKER_CEILING })}
                onChange={(amount) => onPick(product.id, clampAmount(amount, PICKER_CEILING))}
                disabled={disabled}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
