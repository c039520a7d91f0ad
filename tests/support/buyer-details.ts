/** A buyer's complete, valid step-2 details (spec 02 §5), as the checkout tests send them. */
export const BUYER_DETAILS = {
  prename: 'Robin',
  lastname: 'Buyer',
  street: '1 High Street',
  postal: 'SE1 1AA',
  city: 'London',
  country: 'GB',
  email: 'robin.buyer@example.com',
  emailRepeat: 'robin.buyer@example.com',
  phone: { country: 'GB', number: '07911 123456' },
};
