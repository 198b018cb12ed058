//! Setup shared by the fuzz targets that play text in a start position.

use shuffle_rules::{AnyPosition, Variant};

/// The variant and start position the first byte selects, and the rest of
/// the input as text; `None` for input that is not UTF-8.
pub fn start(data: &[u8]) -> Option<(AnyPosition, &str)> {
    let (&selector, rest) = data.split_first()?;
    let text = std::str::from_utf8(rest).ok()?;
    let variant = Variant::ALL[selector as usize % Variant::ALL.len()];
    let number = variant.classic_number().unwrap_or(u32::from(selector) * 37);
    Some((AnyPosition::start(variant, number, number).ok()?, text))
}
