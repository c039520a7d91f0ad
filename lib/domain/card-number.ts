/**
 * Whether the last digit of a payment card number is the Luhn check digit of the digits before it
 * (ISO/IEC 7812): doubling every second digit from the right, the digit sum is a multiple of 10.
 * It catches a mistyped digit and most swapped neighbours before anything is sent. Anything but
 * digits fails; spaces and dashes are the caller's to remove.
 */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
