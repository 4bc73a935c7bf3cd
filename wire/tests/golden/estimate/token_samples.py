"""Regenerates token_samples.json: sample texts with their real BPE token counts
(OpenAI cl100k_base and o200k_base), which the estimator test in
wire/src/estimate_tests.rs checks never to exceed the estimate.

Run from the repo root with a Python that has the `bpe-openai` package (it ships both
vocabularies, so nothing is downloaded at run time):
    pip install --target /tmp/bpeo bpe-openai
    PYTHONPATH=/tmp/bpeo python wire/tests/golden/estimate/token_samples.py
The random samples use a fixed seed; the file samples read repo files as of the run.
"""
import random, json, base64, uuid, string
random.seed(7)
S = {}
S["english"] = open('README.md').read()
S["design"] = open('../shared/DESIGN.md').read()
S["seed003"] = open('../shared/seeds/003_60b364515f867d9b.txt').read()
S["rust_code"] = open('sidecar/src/proxy/handler.rs').read()
S["python_code"] = open('models/measure.py').read()
S["yaml"] = open('manifests/examples/workflow-support.yaml').read()
S["json_pretty"] = open('sidecar/tests/fixtures/engine-interventions/hard-block.in.json').read()
S["json_min"] = json.dumps(json.load(open('sidecar/tests/fixtures/engine-interventions/hard-block.in.json')), separators=(',',':'))
S["chinese"] = "人工智能代理需要在平台的约束下运行，平台负责组装每一次模型调用。代理看不到自己的系统提示，也无法访问其他线程。" * 5
S["japanese"] = "エージェントはプラットフォームの制約の下で動作します。システムプロンプトは見えません。東京都渋谷区で会議があります。" * 5
S["korean"] = "에이전트는 플랫폼의 제약 아래에서 동작합니다. 시스템 프롬프트를 볼 수 없습니다." * 5
S["russian"] = "Агент работает в рамках ограничений платформы и не видит свой системный промпт." * 5
S["arabic"] = "يعمل الوكيل ضمن قيود المنصة ولا يمكنه رؤية موجه النظام الخاص به." * 5
S["hindi"] = "एजेंट प्लेटफ़ॉर्म की सीमाओं के भीतर काम करता है और अपना सिस्टम प्रॉम्प्ट नहीं देख सकता।" * 5
S["thai"] = "เอเจนต์ทำงานภายใต้ข้อจำกัดของแพลตฟอร์มและไม่สามารถมองเห็นพรอมต์ของระบบได้" * 5
S["emoji"] = "🎉🚀🔥💯🤖👍🏽👨‍👩‍👧‍👦🏳️‍🌈" * 10
S["emoji_text"] = "Great job 🎉 let's ship it 🚀🚀 now!! 🔥" * 10
S["base64"] = base64.b64encode(bytes(random.getrandbits(8) for _ in range(3000))).decode()
S["hex"] = "".join(random.choice("0123456789abcdef") for _ in range(2000))
S["uuids"] = " ".join(str(uuid.UUID(int=random.getrandbits(128))) for _ in range(100))
S["digits"] = "".join(random.choice(string.digits) for _ in range(2000))
S["numbers_spaced"] = " ".join(str(random.randint(0, 10**random.randint(1,9))) for _ in range(400))
S["single_letters"] = " ".join(random.choice(string.ascii_lowercase) for _ in range(1000))
S["single_chars_nospace"] = "".join(random.choice(string.ascii_letters + string.digits + string.punctuation) for _ in range(2000))
S["random_lower"] = "".join(random.choice(string.ascii_lowercase) for _ in range(2000))
S["random_mixed_words"] = " ".join("".join(random.choice(string.ascii_letters) for _ in range(random.randint(1,12))) for _ in range(300))
S["punct"] = "".join(random.choice(string.punctuation) for _ in range(2000))
S["punct_spaced"] = " ".join(random.choice(string.punctuation) for _ in range(1000))
S["whitespace"] = "".join(random.choice([" ", "\n", "\t", "  ", "\n\n"]) for _ in range(2000))
S["mixed_ws_letters"] = "".join(random.choice([" ", "\n", "\t", "a", "Z", "1", ".", "\u00e9"]) for _ in range(2000))
S["latin_accents"] = "Ça été très différent à l'époque où nous étions élèves — Größe, Straße, naïve, façade, señor, año." * 5
S["math"] = "∀x∈ℝ, ∃y: x² + y² ≤ 1 ⇒ |x| ≤ 1; ∑ᵢ aᵢ ≈ ∫ f(x) dx ≠ ∞" * 10
S["urls"] = " ".join(f"https://example.com/{uuid.UUID(int=random.getrandbits(128)).hex}?q={random.randint(0,99999)}&lang=en" for _ in range(50))
S["random_unicode"] = "".join(chr(random.choice([random.randint(0x20, 0x7e), random.randint(0xa0, 0x2fff), random.randint(0x3000, 0x9fff), random.randint(0xac00, 0xd7a3), random.randint(0x1f300, 0x1faff)])) for _ in range(1500))
S["random_bmp"] = "".join(chr(random.randint(0x100, 0xd7ff)) for _ in range(1500))
S["random_astral"] = "".join(chr(random.randint(0x10000, 0x3ffff)) for _ in range(800))
S["repeated_char"] = "a" * 3000
S["repeated_word"] = "the " * 1000
S["markdown_table"] = "| id | name | value |\n|---|---|---|\n" + "".join(f"| {i} | item-{i} | {random.random():.4f} |\n" for i in range(100))
S["empty"] = ""
S["one_char"] = "x"
import bpe_openai
cl = bpe_openai.get_encoding("cl100k_base")
o2 = bpe_openai.get_encoding("o200k_base")
out = [{"name": k, "cl100k": len(cl.encode(v)), "o200k": len(o2.encode(v)), "text": v} for k, v in S.items()]
with open("wire/tests/golden/estimate/token_samples.json", "w") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
