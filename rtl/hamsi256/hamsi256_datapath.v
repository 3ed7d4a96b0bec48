// hamsi256_datapath: the registers and logic of the Hamsi-256 core (hamsi256_core.v).
//
// Message expansion (32 -> 256 bits, linear): one nibble n of the message (bits
// 4n..4n+3) per cycle adds its image in word w to a 32-bit accumulator; 8 nibbles
// make a word, 8 words a block (64 cycles).  Row 2k of the generator is (A_k, B_k) and
// row 2k+1 is (A_k^B_k, A_k), so words 4..7 of a 2-bit symbol (x, y) are words 0..3 of
// phi(x, y) = (x^y, x): the tables hold words 0..3 only.
//   MEM = "bram":  a 512 x 32 table in the block RAM (one read port, 36 bits wide),
//                  entry {n, nibble, i}: the image itself;
//   MEM = "logic": a 32 x 128 LUT ROM {A, A^B} of the nibble's two symbols, word i;
//                  the image is made from the (phi'd) nibble.
// The finished words go to a double-buffered distributed RAM (m[0..3], m[4..7]).
//
// Permutation: the 16-word state is four rows of four words (row r = words 4r..4r+3),
// each a rotating shift register (position 0 = head, 3 = tail).  Every step rotates
// the rows by one word.  S steps: the four heads (a column) go through the constant
// addition and the bit-sliced S-box into the tails.  L steps: row r is tapped at
// position r (the four taps form a diagonal), L's outputs go back where the tapped
// words move to (row 0: tail; row r: position r-1).  A round is 4 S + 4 L steps.
// Load: rows 0/2 and the chaining value H rotate 4 steps (feed-forward h' = h ^ head,
// written to H's tail), rows 1/3 2 steps later (they need h'2, h'3, h'6, h'7).
`default_nettype none
module hamsi256_datapath #(
    parameter MEM = "logic"
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [31:0] msg_data,
    input  wire        msg_we,     // take a message word (a block) for the expansion
    input  wire [2:0]  ex_n,       // expansion: nibble of this issue
    input  wire [2:0]  ex_w,       //            word m[w]
    input  wire        ex_clr,     // (one cycle later) first nibble of a word
    input  wire        m_we_a,     // (one cycle later) write m[0..3]
    input  wire        m_we_b,     //                         m[4..7]
    input  wire [2:0]  m_waddr,    // {bank, w mod 4}
    input  wire        m_re,
    input  wire [2:0]  m_raddr,
    input  wire        step02,     // rows 0 and 2 step
    input  wire        step13,     // rows 1 and 3 step
    input  wire [1:0]  tsel,       // tails: 0 S-box, 1 L / rotate, 2 message, 3 chaining
    input  wire        lph,        // L step
    input  wire [1:0]  sc,         // column of an S step
    input  wire [2:0]  rc,         // round counter
    input  wire        fin,        // Pf constants
    input  wire        ff,         // feed-forward in a load
    input  wire        h_step,     // H rotates in a load
    input  wire        h_out,      // H shifts a digest word out
    input  wire        h_iv,       // H <- IV
    output wire [31:0] digest_word
);
    localparam [512*32-1:0] EXP_T = 16384'h79d5313325ff5c4742908f35d1300003cc71f7088bf1e74271294f25117e00022a498c8c4e0914e349bd68b719c100039fed4ab7e007afe67a04a8a7d98f0002f4a0c6c2bc1ad9ed1d77288659130001410400f9121462e82ecee896995d0000a73c7b7dd7ec9149165acf0491e200011298bd4679e22a4c25e30f1451ac00006b4d8c755c1d760b67738021809c0003dee94a4ef213cd0e54ca403140d2000238d131ca37eb3eaf6c5e67a3486d00038d75f7f199e585aa5fe7a7b388230002e6387b84c5f8f3a13894279208bf0001539cbdbf6bf648a40b2de782c8f10000b5a4c63bae0ebb0533b9c010c04e00010000000000000000000000000000000039b78e8765eebc125e8a7ce40413000c96fda75df82b0c42d2fcf393d41b00084f1b49b4fddca02f1e61854e6fba000ce051606e6019107f92170a39bfb20008811ea6b69b9d2f137ef34599acbd00042e548f6c06589f43f285caee7cb50000f7b2618503af332e3e18bc33c714000458f8485f9e6a837eb26e3344171c0000614fc6d8fb843f6cece44fa0130f000cce05ef0266418f3c6092c0d7c307000817e301eb63b62351ac0fb60a78a6000cb8a92831fe7393012079397da8ae0008d9e6eee905f7ac6dcc9d76ddbba1000476acc73398321c3d40ebf9aa6ba90000af4a29da9dc5b0508c768f77d00800040000000000000000000000000000000041e54165405461036c733c9681af003030b21104bcb347012c804e6dd0f30020f011d1d97c8067ff08ae5a1faf960030814681b8806741fd485d28e4feca0020a34ae1a5b99a2d07ed94d96023170010d21db1c4457d0b05ad67ab9b724b000012be7119854e2bfb8949bfe90d2e001063e9217879a90df9c9bacd125c720000220c601d39fd6cfaa5c9f184dddd0030535b307cc51a4af8e53a837f8c81002093f8f0a105296a06c114970df3e40030e2afa0c0f9ce4c0481e7e5f6a2b80020c0a3c0ddc03320fe242e14727f650010b1f490bc3cd406fc64dd66892e39000071575061fce7260240f372fb515c0010000000000000000000000000000000001504b8d678b3ae41942efd4d571100c0366782d34ed6c5e9af7511331adf008067733c1d25ef0eb634e3a7792fba00c044100618138a651e0fb84b0762740080e6660ae5ba77c214d121e5a10cc30040c50530e08c12a9bcea7a09df410d000094118e2ee72b62e371ecbf9574680040b772b42bd14e094b4ab753eb39a60000a2760cfda9fda70ade99aea66eb700c0811536f89f98cca2e5c242d823790080d0018836f4a107fd7e54f492161c00c0f362b233c2c46c55450f18ec5bd200805114bece6b39cb5f9b96b64a35650040727784cb5d5ca0f7a0cd5a3478ab000023633a0536656ba83b5bec7e4dce0040000000000000000000000000000000002dc6d26ac733e54112297a038d760300cb02b60e42ba3dea98364bdb3ad202004323ba3e65aef7d68746ddd5fe3a0300a5e7de5ae0272f7d0d59ec0d499e0200b3d2a71ca7d61cb30d3bfe302ace01005516c378225fc4188724cfe89d6a0000dd37cf48054b0e24985459e6598201003bf3ab2c80c2d68f124b683eee2600001635794647f133ce0062123d63500300f0f11d22c278eb658a7d23e5d4f4020078d01112e56c2159950db5eb101c03009e14757660e5f9f21f128433a7b8020088210c302714ca3c1f70960ec4e801006ee56854a29d1297956fa7d6734c0000e6c464648589d8ab8a1f31d8b7a4010000000000000000000000000000000000102b32d5cb20044e5efd270ba43a0c0099a61e03a4e54caf5360ef7c2b0408003454d933a152e1f5714710f4b0870c00bdd9f5e5ce97a9147cdad8833fb90800b694ad43baa52e89767e77f57a0804003f198195d56066687be3bf82f536000092eb46a5d0d7cb3259c4400a6eb504001b666a73bf1283d35459887de18b00000b4d58a67432879d0aa4af7645b10c0082c074701bf7cf7c07396701ca8f08002f32b3401e406226251e9889510c0c00a6bf9f9671852ac7288350fede320800adf2c73005b7ad5a2227ff889b830400247febe66a72e5bb2fba37ff14bd0000898d2cd66fc548e10d9dc8778f3e0400000000000000000000000000000000005237761655623b745e149338c14530004cd1f484dd9f265f043fd546b5d0200082c3d977eebecf73ce33a4510aec30009c255be56643d2589418e22f7e7920006ffe733244980123ea431fc4286f10007118f1a0cc651c08b06859ba5cfa0000bf0adc53ff44f5247a6428ade3c61000a1ec5ec177b9e80f204f6ed397530000f3db28d722dbd37b7e5bfdeb56163000ed3daa45aa26ce502470bb9522832000232f87b69907277cee7cca829dbf30003dc9052411fa3a57b4578cfce92a2000ce122df33321e92cca0c7117bf3c1000d0f4af61bbdcf40790273769cba900001ee6829288fd1d2b5a2b467e749510000000000000000000000000000000000084a52f51de780a93097803c5146bc0004a93e3235382c538526fda2d0670800094e42f6f5afd922942cb39e0f23cc0005ad2e31dd7075d8219dce008e0278000ad69718e6b832ec18cee7004f0134000635fbdfce679e16ad7f9a9ece2080000bd2871b0ef06b67bc75d4a2116444000731ebdc262fc79d09c4a93c9045f0000f7bb9293bc8473439532900c1034c000398d5ee1317ebce8ce2549e4022f8000e7fa92ad3801ebf9de81aa29f663c00029cc5edfb5fb2452859673c1e4788000de77cc4c097f571110a4e3cdf44c40001041003e848598ba4bb33a25e6570000ce36cc728dfacfab5b17d9e8121b400000000000000000000000000000000000;
    localparam [32*128-1:0] EXP_G = 4096'h1298bd468d75f7f1539cbdbfb5a4c63b79e22a4c99e585aa6bf648a4ae0ebb0525e30f145fe7a7b30b2de78233b9c01051ac000088230002c8f10000c04e000158f8485fb8a9283176acc733af4a29da9e6a837efe73930198321c3d9dc5b050b26e33442079397d40ebf9aa8c768f77171c0000a8ae00086ba90000d008000463e92178e2afa0c0b1f490bc7157506179a90df9f9ce4c043cd406fcfce72602c9bacd1281e7e5f664dd668940f372fb5c720000a2b800202e390000515c0010b772b42bf362b233727784cb23633a05d14e094bc2c46c555d5ca0f736656ba84ab753eb450f18eca0cd5a343b5bec7e39a600005bd2008078ab00004dce00403bf3ab2c9e1475766ee56854e6c4646480c2d68f60e5f9f2a29d12978589d8ab124b683e1f128433956fa7d68a1f31d8ee260000a7b80200734c0000b7a401001b666a73a6bf9f96247febe6898d2cd6bf1283d371852ac76a72e5bb6fc548e15459887d288350fe2fba37ff0d9dc877e18b0000de32080014bd00008f3e0400a1ec5ec13dc90524d0f4af611ee6829277b9e80f11fa3a57bbdcf40788fd1d2b204f6ed3b4578cfc902737695a2b467e97530000e92a2000cba9000074951000731ebdc229cc5edf1041003ece36cc7262fc79d0b5fb2452848598ba8dfacfab9c4a93c9859673c14bb33a255b17d9e8045f0000e4788000e6570000121b4000;
    localparam [255:0] IV = {32'h7420456C, 32'h656D656E, 32'h70617274, 32'h2C204465,
                             32'h7576656E, 32'h74204C65, 32'h69746569, 32'h76657273};

    // ---------------- message expansion ----------------
    reg  [31:0] msg_q;
    always @(posedge clk) if (msg_we) msg_q <= msg_data;
    wire [3:0]  nib  = msg_q[{~ex_n, 2'b00} +: 4];    // message bits 4n..4n+3, 4n in the MSB
    wire [3:0]  nibp = ex_w[2] ? {nib[3] ^ nib[2], nib[3], nib[1] ^ nib[0], nib[1]} : nib;

    wire [31:0] c;
    generate
        if (MEM == "bram") begin : g_bram
            lw_rom #(.DEPTH(512), .DW(32), .STYLE("bram"), .INIT(EXP_T)) u_exp (
                .clk(clk), .en(1'b1), .addr({ex_n, nibp, ex_w[1:0]}), .q(c)
            );
        end else begin : g_logic
            wire [127:0] q;
            reg  [3:0]   nib1_q;
            always @(posedge clk) nib1_q <= nibp;
            lw_rom #(.DEPTH(32), .DW(128), .STYLE("logic"), .INIT(EXP_G)) u_exp (
                .clk(clk), .en(1'b1), .addr({ex_n, ex_w[1:0]}), .q(q)
            );
            assign c = ({32{nib1_q[3]}} & q[127:96]) ^ ({32{nib1_q[2]}} & q[95:64])
                     ^ ({32{nib1_q[1]}} & q[63:32])  ^ ({32{nib1_q[0]}} & q[31:0]);
        end
    endgenerate

    reg  [31:0] acc_q;
    wire [31:0] acc_d = (ex_clr ? 32'd0 : acc_q) ^ c;
    always @(posedge clk) acc_q <= acc_d;

    wire [31:0] m_a, m_b;
    lw_ram_sdp #(.DEPTH(8), .DW(32), .STYLE("logic")) u_ma (
        .clk(clk), .we(m_we_a), .waddr(m_waddr), .wdata(acc_d),
        .re(m_re), .raddr(m_raddr), .rdata(m_a)
    );
    lw_ram_sdp #(.DEPTH(8), .DW(32), .STYLE("logic")) u_mb (
        .clk(clk), .we(m_we_b), .waddr(m_waddr), .wdata(acc_d),
        .re(m_re), .raddr(m_raddr), .rdata(m_b)
    );

    // ---------------- permutation ----------------
    function [31:0] alpha;                       // ALPHA_N / ALPHA_F word idx
        input       f;
        input [4:0] idx;
        reg [31:0] an, af;
        begin
            case (idx)
            5'd0:  begin an = 32'hFF00F0F0; af = 32'hCAF9639C; end
            5'd1:  begin an = 32'hCCCCAAAA; af = 32'h0FF0F9C0; end
            5'd2:  begin an = 32'hF0F0CCCC; af = 32'h639C0FF0; end
            5'd3:  begin an = 32'hFF00AAAA; af = 32'hCAF9F9C0; end
            5'd8:  begin an = 32'hF0F0CCCC; af = 32'h639C0FF0; end
            5'd9:  begin an = 32'hAAAAFF00; af = 32'hF9C0CAF9; end
            5'd10: begin an = 32'hCCCCFF00; af = 32'h0FF0CAF9; end
            5'd11: begin an = 32'hAAAAF0F0; af = 32'hF9C0639C; end
            5'd16: begin an = 32'hCCCCAAAA; af = 32'h0FF0F9C0; end
            5'd17: begin an = 32'hFF00F0F0; af = 32'hCAF9639C; end
            5'd18: begin an = 32'hFF00AAAA; af = 32'hCAF9F9C0; end
            5'd19: begin an = 32'hF0F0CCCC; af = 32'h639C0FF0; end
            5'd24: begin an = 32'hAAAAFF00; af = 32'hF9C0CAF9; end
            5'd25: begin an = 32'hF0F0CCCC; af = 32'h639C0FF0; end
            5'd26: begin an = 32'hAAAAF0F0; af = 32'hF9C0639C; end
            default: begin an = 32'hCCCCFF00; af = 32'h0FF0CAF9; end   // 27
            endcase
            alpha = f ? af : an;
        end
    endfunction

    function [31:0] rotl;
        input [31:0] x;
        input integer n;
        begin
            rotl = (x << n) | (x >> (32 - n));
        end
    endfunction

    reg  [127:0] row0_q, row1_q, row2_q, row3_q;
    reg  [255:0] h_q;

    // S step: the column at the heads, constants added, S-box (bit-sliced, ANF)
    wire [31:0] sa = row0_q[31:0] ^ alpha(fin, {3'd0, sc}) ^ {29'd0, (sc == 2'd1) ? rc : 3'd0};
    wire [31:0] sb = row1_q[31:0] ^ alpha(fin, {2'd1, 1'b0, sc});
    wire [31:0] scc = row2_q[31:0] ^ alpha(fin, {2'd2, 1'b0, sc});
    wire [31:0] sd = row3_q[31:0] ^ alpha(fin, {2'd3, 1'b0, sc});
    wire [31:0] s0 = sb ^ scc ^ sd ^ (sa & scc);
    wire [31:0] s1 = sa ^ sb ^ scc ^ (sb & scc) ^ (sa & sb & scc) ^ (sa & sd) ^ (sa & sb & sd)
                   ^ (scc & sd) ^ (sa & scc & sd);
    wire [31:0] s2 = sa ^ sb ^ sd ^ (sb & scc) ^ (sb & sd) ^ (sa & sb & sd) ^ (scc & sd)
                   ^ (sa & scc & sd);
    wire [31:0] s3 = ~(sa ^ sb ^ scc ^ (sa & sb & scc) ^ (sb & sd));

    // L step: the diagonal at the taps
    wire [31:0] la  = rotl(row0_q[31:0], 13);
    wire [31:0] lc  = rotl(row2_q[95:64], 3);
    wire [31:0] lb1 = rotl(row1_q[63:32] ^ la ^ lc, 1);
    wire [31:0] ld1 = rotl(row3_q[127:96] ^ lc ^ (la << 3), 7);
    wire [31:0] l0  = rotl(la ^ lb1 ^ ld1, 5);
    wire [31:0] l2  = rotl(lc ^ ld1 ^ (lb1 << 7), 22);

    // load: feed-forward
    wire [31:0] hp_lo = h_q[31:0]    ^ (ff ? row0_q[31:0] : 32'd0);
    wire [31:0] hp_hi = h_q[159:128] ^ (ff ? row2_q[31:0] : 32'd0);

    reg [31:0] t0, t1, t2, t3;
    always @(*) begin
        case (tsel)
        2'd0:    begin t0 = s0; t1 = s1; t2 = s2; t3 = s3; end
        2'd1:    begin t0 = l0; t1 = row1_q[31:0]; t2 = row2_q[31:0]; t3 = row3_q[31:0]; end
        2'd2:    begin t0 = m_a; t1 = m_a; t2 = m_b; t3 = m_b; end
        default: begin t0 = h_q[95:64]; t1 = hp_lo; t2 = h_q[223:192]; t3 = hp_hi; end
        endcase
    end

    always @(posedge clk) begin
        if (step02) begin
            row0_q <= {t0, row0_q[127:32]};
            row2_q <= {t2, row2_q[127:96], lph ? l2 : row2_q[95:64], row2_q[63:32]};
        end
        if (step13) begin
            row1_q <= {t1, row1_q[127:64], lph ? lb1 : row1_q[63:32]};
            row3_q <= {t3, lph ? ld1 : row3_q[127:96], row3_q[95:64], row3_q[63:32]};
        end
        if (rst || h_iv)
            h_q <= IV;
        else if (h_step || h_out)
            h_q <= {h_out ? h_q[31:0] : hp_hi, h_q[255:160],
                    h_out ? h_q[159:128] : hp_lo, h_q[127:32]};
    end

    assign digest_word = h_q[31:0];
endmodule
`default_nettype wire
