//! Reader for the Actor `program` field: the Lisp DSL of seed 001. This issue only
//! checks that the text is well-formed s-expressions; compiling it comes later.

/// A parsed s-expression.
#[derive(Clone, Debug, PartialEq)]
pub enum SExpr {
    /// A bare symbol or keyword (`actor`, `:active`, `$prev`).
    Symbol(String),
    /// A double-quoted string, escapes resolved.
    String(String),
    /// A list in `( )`, `[ ]` or `{ }`.
    List(Vec<SExpr>),
}

/// Where and why a program failed to read; line and column are 1-based.
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

/// Reads all top-level forms of `text`. Comments run from `;` to the end of the line.
pub fn parse(text: &str) -> Result<Vec<SExpr>, ProgramError> {
    let mut reader = Reader {
        chars: text.chars().collect(),
        pos: 0,
        line: 1,
        column: 1,
    };
    let mut forms = Vec::new();
    loop {
        reader.skip_space();
        if reader.peek().is_none() {
            return Ok(forms);
        }
        forms.push(reader.form()?);
    }
}

struct Reader {
    chars: Vec<char>,
    pos: usize,
    line: usize,
    column: usize,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn error(&self, line: usize, column: usize, message: impl Into<String>) -> ProgramError {
        ProgramError {
            line,
            column,
            message: message.into(),
        }
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

    fn form(&mut self) -> Result<SExpr, ProgramError> {
        let (line, column) = (self.line, self.column);
        match self.peek() {
            Some(open @ ('(' | '[' | '{')) => {
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
                            return Err(self.error(
                                line,
                                column,
                                format!("'{open}' is never closed"),
                            ));
                        }
                        Some(c) if c == close => {
                            self.bump();
                            return Ok(SExpr::List(items));
                        }
                        Some(c @ (')' | ']' | '}')) => {
                            return Err(self.error(
                                self.line,
                                self.column,
                                format!("'{c}' does not match '{open}' opened at line {line}, column {column}"),
                            ));
                        }
                        Some(_) => items.push(self.form()?),
                    }
                }
            }
            Some(c @ (')' | ']' | '}')) => {
                Err(self.error(line, column, format!("unexpected '{c}'")))
            }
            Some('"') => {
                self.bump();
                let mut s = String::new();
                loop {
                    match self.bump() {
                        None => return Err(self.error(line, column, "string is never closed")),
                        Some('"') => return Ok(SExpr::String(s)),
                        Some('\\') => match self.bump() {
                            Some('n') => s.push('\n'),
                            Some('t') => s.push('\t'),
                            Some(c) => s.push(c),
                            None => return Err(self.error(line, column, "string is never closed")),
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
                Ok(SExpr::Symbol(s))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const SEED_EXAMPLE: &str = r#"
(actor "dev-buddy"
  (role "code-reviewer")   ; a comment (with a paren
  (talent "review"
    (behavior "review-code" :active
      (plan (input ctx)
        (tool "git.diff" :args {:repo (get input "repo")})))))
"#;

    #[test]
    fn reads_the_seed_example() {
        let forms = parse(SEED_EXAMPLE).unwrap();
        assert_eq!(forms.len(), 1);
        let SExpr::List(items) = &forms[0] else {
            panic!("not a list")
        };
        assert_eq!(items[0], SExpr::Symbol("actor".into()));
        assert_eq!(items[1], SExpr::String("dev-buddy".into()));
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

    proptest! {
        #[test]
        fn never_panics(s in "[()\\[\\]{}\" a-z;\\\\\n]{0,120}") {
            let _ = parse(&s);
        }
    }
}
