//! The reader of the Actor `program` field: text to s-expressions that remember where
//! they start, so the compiler can name a line and column. Input is bounded in size and
//! nesting depth, so no program can exhaust memory or the stack.

use serde::Serialize;

/// Largest program, in bytes (the CRD schema allows the same).
pub const MAX_PROGRAM_BYTES: usize = 65_536;
/// Deepest nesting of lists; deeper input is refused before it can exhaust the stack.
pub const MAX_DEPTH: usize = 64;

/// A 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Pos {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// A parsed s-expression and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// Where the expression starts.
    pub pos: Pos,
    /// The expression.
    pub expr: SExpr,
}

/// A parsed s-expression.
#[derive(Clone, Debug, PartialEq)]
pub enum SExpr {
    /// A bare symbol, keyword or number (`actor`, `:active`, `$prev`, `42`).
    Symbol(String),
    /// A double-quoted string, escapes resolved.
    String(String),
    /// A list in `( )`: a form.
    List(Vec<Node>),
    /// A vector in `[ ]`.
    Vector(Vec<Node>),
    /// A map in `{ }`: alternating keys and values.
    Map(Vec<Node>),
}

/// Where and why a program failed to read or compile.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ProgramError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl ProgramError {
    /// An error at `pos`.
    pub fn at(pos: Pos, message: impl Into<String>) -> Self {
        Self {
            line: pos.line,
            column: pos.column,
            message: message.into(),
        }
    }
}

/// Reads all top-level forms of `text`. Comments run from `;` to the end of the line;
/// commas are whitespace.
pub fn parse(text: &str) -> Result<Vec<Node>, ProgramError> {
    if text.len() > MAX_PROGRAM_BYTES {
        return Err(ProgramError::at(
            Pos { line: 1, column: 1 },
            format!(
                "program is {} bytes, more than the {MAX_PROGRAM_BYTES} allowed",
                text.len()
            ),
        ));
    }
    let mut reader = Reader {
        chars: text.chars().collect(),
        pos: 0,
        at: Pos { line: 1, column: 1 },
    };
    let mut forms = Vec::new();
    loop {
        reader.skip_space();
        if reader.peek().is_none() {
            return Ok(forms);
        }
        forms.push(reader.form(0)?);
    }
}

struct Reader {
    chars: Vec<char>,
    pos: usize,
    at: Pos,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += 1;
        if c == '\n' {
            self.at.line += 1;
            self.at.column = 1;
        } else {
            self.at.column += 1;
        }
        Some(c)
    }

    fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            if c == ';' {
                while let Some(c) = self.peek() {
                    if c == '\n' {
                        break;
                    }
                    self.bump();
                }
            } else if c.is_whitespace() || c == ',' {
                self.bump();
            } else {
                break;
            }
        }
    }

    fn form(&mut self, depth: usize) -> Result<Node, ProgramError> {
        let start = self.at;
        let expr = match self.peek() {
            Some(open @ ('(' | '[' | '{')) => {
                if depth >= MAX_DEPTH {
                    return Err(ProgramError::at(
                        start,
                        format!("nesting deeper than {MAX_DEPTH} levels"),
                    ));
                }
                self.bump();
                let close = match open {
                    '(' => ')',
                    '[' => ']',
                    _ => '}',
                };
                let mut items = Vec::new();
                loop {
                    self.skip_space();
                    match self.peek() {
                        None => {
                            return Err(ProgramError::at(
                                start,
                                format!("'{open}' is never closed"),
                            ));
                        }
                        Some(c) if c == close => {
                            self.bump();
                            break;
                        }
                        Some(c @ (')' | ']' | '}')) => {
                            return Err(ProgramError::at(
                                self.at,
                                format!("'{c}' does not match '{open}' opened at {start}"),
                            ));
                        }
                        Some(_) => items.push(self.form(depth + 1)?),
                    }
                }
                match open {
                    '(' => SExpr::List(items),
                    '[' => SExpr::Vector(items),
                    _ => SExpr::Map(items),
                }
            }
            Some(c @ (')' | ']' | '}')) => {
                return Err(ProgramError::at(start, format!("unexpected '{c}'")));
            }
            Some('"') => {
                self.bump();
                let mut s = String::new();
                loop {
                    match self.bump() {
                        None => return Err(ProgramError::at(start, "string is never closed")),
                        Some('"') => break SExpr::String(s),
                        Some('\\') => match self.bump() {
                            Some('n') => s.push('\n'),
                            Some('t') => s.push('\t'),
                            Some(c) => s.push(c),
                            None => {
                                return Err(ProgramError::at(start, "string is never closed"));
                            }
                        },
                        Some(c) => s.push(c),
                    }
                }
            }
            _ => {
                let mut s = String::new();
                while let Some(c) = self.peek() {
                    if c.is_whitespace()
                        || matches!(c, '(' | ')' | '[' | ']' | '{' | '}' | '"' | ';' | ',')
                    {
                        break;
                    }
                    s.push(c);
                    self.bump();
                }
                SExpr::Symbol(s)
            }
        };
        Ok(Node { pos: start, expr })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn reads_nested_forms_with_positions() {
        let forms = parse("(actor \"x\"\n  (role \"y\") {:a [1]})").unwrap();
        assert_eq!(forms.len(), 1);
        let SExpr::List(items) = &forms[0].expr else {
            panic!("not a list")
        };
        assert_eq!(items[0].expr, SExpr::Symbol("actor".into()));
        assert_eq!(items[1].expr, SExpr::String("x".into()));
        assert_eq!(items[2].pos, Pos { line: 2, column: 3 });
        assert!(matches!(items[3].expr, SExpr::Map(_)));
    }

    #[test]
    fn reports_unbalanced_with_position() {
        let err = parse("(actor \"x\"\n  (role \"y\")").unwrap_err();
        assert_eq!((err.line, err.column), (1, 1));
        assert!(err.message.contains("never closed"), "{err}");
        let err = parse("(a (b]\n)").unwrap_err();
        assert_eq!((err.line, err.column), (1, 6));
        let err = parse("(a))").unwrap_err();
        assert_eq!((err.line, err.column), (1, 4));
        assert!(parse("(a \"unterminated)").is_err());
    }

    #[test]
    fn refuses_deep_nesting_and_huge_programs_by_name() {
        let deep = "(".repeat(MAX_DEPTH + 1) + &")".repeat(MAX_DEPTH + 1);
        let err = parse(&deep).unwrap_err();
        assert_eq!((err.line, err.column), (1, MAX_DEPTH + 1));
        assert!(err.message.contains("nesting deeper than 64"), "{err}");
        assert!(parse(&("(".repeat(MAX_DEPTH) + &")".repeat(MAX_DEPTH))).is_ok());

        let huge = format!("(actor \"x\" ; {}\n)", "x".repeat(MAX_PROGRAM_BYTES));
        let err = parse(&huge).unwrap_err();
        assert!(err.message.contains("more than the 65536 allowed"), "{err}");
    }
}
