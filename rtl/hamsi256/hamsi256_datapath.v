// hamsi256_datapath: the registers and logic of the Hamsi-256 core (hamsi256_core.v).
//
// Message expansion (32 -> 256 bits, linear): one 2-bit symbol k of the message
// (bits 2k, 2k+1) per cycle adds its image to two expanded words, m[i] and m[i+4],
// in two 32-bit accumulators; 16 symbols make a pair, 4 pairs a block (64 cycles).
//   MEM = "bram":  a 512 x 32 table in the block RAM, entry {k, symbol, word}: the
//                  image itself, both ports reading (word i and word i+4);
//   MEM = "logic": a 64 x 64 LUT ROM of the generator rows {A_k[i], B_k[i]} (row 2k =
//                  (A, B), row 2k+1 = (A^B, A)); the image is made from the symbol.
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
    input  wire [3:0]  ex_k,       // expansion: symbol of this issue
    input  wire [1:0]  ex_i,       //            word pair (m[i], m[i+4])
    input  wire        ex_clr,     // (one cycle later) first symbol of a pair
    input  wire        m_we,       // (one cycle later) write the pair
    input  wire [2:0]  m_waddr,    // {bank, i}
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
    localparam [512*32-1:0] EXP_T = 16384'hb5a4c63bae0ebb0533b9c010c04e0001e6387b84c5f8f3a13894279208bf0001e6387b84c5f8f3a13894279208bf0001539cbdbf6bf648a40b2de782c8f10000539cbdbf6bf648a40b2de782c8f10000b5a4c63bae0ebb0533b9c010c04e000100000000000000000000000000000000000000000000000000000000000000008d75f7f199e585aa5fe7a7b3882300029fed4ab7e007afe67a04a8a7d98f00029fed4ab7e007afe67a04a8a7d98f00021298bd4679e22a4c25e30f1451ac00001298bd4679e22a4c25e30f1451ac00008d75f7f199e585aa5fe7a7b3882300020000000000000000000000000000000000000000000000000000000000000000af4a29da9dc5b0508c768f77d0080004d9e6eee905f7ac6dcc9d76ddbba10004d9e6eee905f7ac6dcc9d76ddbba1000476acc73398321c3d40ebf9aa6ba9000076acc73398321c3d40ebf9aa6ba90000af4a29da9dc5b0508c768f77d00800040000000000000000000000000000000000000000000000000000000000000000b8a92831fe7393012079397da8ae0008e051606e6019107f92170a39bfb20008e051606e6019107f92170a39bfb2000858f8485f9e6a837eb26e3344171c000058f8485f9e6a837eb26e3344171c0000b8a92831fe7393012079397da8ae0008000000000000000000000000000000000000000000000000000000000000000071575061fce7260240f372fb515c0010c0a3c0ddc03320fe242e14727f650010c0a3c0ddc03320fe242e14727f650010b1f490bc3cd406fc64dd66892e390000b1f490bc3cd406fc64dd66892e39000071575061fce7260240f372fb515c00100000000000000000000000000000000000000000000000000000000000000000e2afa0c0f9ce4c0481e7e5f6a2b80020814681b8806741fd485d28e4feca0020814681b8806741fd485d28e4feca002063e9217879a90df9c9bacd125c72000063e9217879a90df9c9bacd125c720000e2afa0c0f9ce4c0481e7e5f6a2b80020000000000000000000000000000000000000000000000000000000000000000023633a0536656ba83b5bec7e4dce00405114bece6b39cb5f9b96b64a356500405114bece6b39cb5f9b96b64a35650040727784cb5d5ca0f7a0cd5a3478ab0000727784cb5d5ca0f7a0cd5a3478ab000023633a0536656ba83b5bec7e4dce00400000000000000000000000000000000000000000000000000000000000000000f362b233c2c46c55450f18ec5bd2008044100618138a651e0fb84b076274008044100618138a651e0fb84b0762740080b772b42bd14e094b4ab753eb39a60000b772b42bd14e094b4ab753eb39a60000f362b233c2c46c55450f18ec5bd200800000000000000000000000000000000000000000000000000000000000000000e6c464648589d8ab8a1f31d8b7a4010088210c302714ca3c1f70960ec4e8010088210c302714ca3c1f70960ec4e801006ee56854a29d1297956fa7d6734c00006ee56854a29d1297956fa7d6734c0000e6c464648589d8ab8a1f31d8b7a4010000000000000000000000000000000000000000000000000000000000000000009e14757660e5f9f21f128433a7b80200a5e7de5ae0272f7d0d59ec0d499e0200a5e7de5ae0272f7d0d59ec0d499e02003bf3ab2c80c2d68f124b683eee2600003bf3ab2c80c2d68f124b683eee2600009e14757660e5f9f21f128433a7b802000000000000000000000000000000000000000000000000000000000000000000898d2cd66fc548e10d9dc8778f3e0400adf2c73005b7ad5a2227ff889b830400adf2c73005b7ad5a2227ff889b830400247febe66a72e5bb2fba37ff14bd0000247febe66a72e5bb2fba37ff14bd0000898d2cd66fc548e10d9dc8778f3e04000000000000000000000000000000000000000000000000000000000000000000a6bf9f9671852ac7288350fede320800bdd9f5e5ce97a9147cdad8833fb90800bdd9f5e5ce97a9147cdad8833fb908001b666a73bf1283d35459887de18b00001b666a73bf1283d35459887de18b0000a6bf9f9671852ac7288350fede32080000000000000000000000000000000000000000000000000000000000000000001ee6829288fd1d2b5a2b467e74951000ce122df33321e92cca0c7117bf3c1000ce122df33321e92cca0c7117bf3c1000d0f4af61bbdcf40790273769cba90000d0f4af61bbdcf40790273769cba900001ee6829288fd1d2b5a2b467e7495100000000000000000000000000000000000000000000000000000000000000000003dc9052411fa3a57b4578cfce92a20009c255be56643d2589418e22f7e7920009c255be56643d2589418e22f7e792000a1ec5ec177b9e80f204f6ed397530000a1ec5ec177b9e80f204f6ed3975300003dc9052411fa3a57b4578cfce92a20000000000000000000000000000000000000000000000000000000000000000000ce36cc728dfacfab5b17d9e8121b4000de77cc4c097f571110a4e3cdf44c4000de77cc4c097f571110a4e3cdf44c40001041003e848598ba4bb33a25e65700001041003e848598ba4bb33a25e6570000ce36cc728dfacfab5b17d9e8121b4000000000000000000000000000000000000000000000000000000000000000000029cc5edfb5fb2452859673c1e47880005ad2e31dd7075d8219dce008e02780005ad2e31dd7075d8219dce008e0278000731ebdc262fc79d09c4a93c9045f0000731ebdc262fc79d09c4a93c9045f000029cc5edfb5fb2452859673c1e47880000000000000000000000000000000000000000000000000000000000000000000;
    localparam [64*64-1:0]  EXP_G = 4096'h539cbdbfe6387b841298bd469fed4ab776acc733d9e6eee958f8485fe051606eb1f490bcc0a3c0dd63e92178814681b8727784cb5114beceb772b42b441006186ee5685488210c303bf3ab2ca5e7de5a247febe6adf2c7301b666a73bdd9f5e5d0f4af61ce122df3a1ec5ec19c255be51041003ede77cc4c731ebdc25ad2e31d6bf648a4c5f8f3a179e22a4ce007afe698321c3d05f7ac6d9e6a837e6019107f3cd406fcc03320fe79a90df9806741fd5d5ca0f76b39cb5fd14e094b138a651ea29d12972714ca3c80c2d68fe0272f7d6a72e5bb05b7ad5abf1283d3ce97a914bbdcf4073321e92c77b9e80f6643d258848598ba097f571162fc79d0d7075d820b2de7823894279225e30f147a04a8a740ebf9aacc9d76ddb26e334492170a3964dd6689242e1472c9bacd12485d28e4a0cd5a349b96b64a4ab753eb0fb84b07956fa7d61f70960e124b683e0d59ec0d2fba37ff2227ff885459887d7cdad88390273769ca0c7117204f6ed39418e22f4bb33a2510a4e3cd9c4a93c919dce008c8f1000008bf000151ac0000d98f00026ba90000bba10004171c0000bfb200082e3900007f6500105c720000feca002078ab00003565004039a6000062740080734c0000c4e80100ee260000499e020014bd00009b830400e18b00003fb90800cba90000bf3c1000975300007e792000e6570000f44c4000045f0000e0278000;
    localparam [255:0] IV = {32'h7420456C, 32'h656D656E, 32'h70617274, 32'h2C204465,
                             32'h7576656E, 32'h74204C65, 32'h69746569, 32'h76657273};

    // ---------------- message expansion ----------------
    reg  [31:0] msg_q;
    always @(posedge clk) if (msg_we) msg_q <= msg_data;
    wire [3:0]  nk  = ~ex_k;                   // message bit 2k is msg_q[31-2k]
    wire [1:0]  sym = {msg_q[{nk, 1'b1}], msg_q[{nk, 1'b0}]};   // {bit 2k, bit 2k+1}

    wire [31:0] c_lo, c_hi;
    generate
        if (MEM == "bram") begin : g_bram
            wire [31:0] q_a, q_b;
            lw_rom2 #(.DEPTH(512), .DW(32), .STYLE("bram"), .INIT(EXP_T)) u_exp (
                .clk(clk), .en(1'b1), .addr_a({ex_k, sym, 1'b0, ex_i}),
                .addr_b({ex_k, sym, 1'b1, ex_i}), .q_a(q_a), .q_b(q_b)
            );
            assign c_lo = q_a;
            assign c_hi = q_b;
        end else begin : g_logic
            wire [63:0] q;
            reg  [1:0]  sym1_q;
            always @(posedge clk) sym1_q <= sym;
            lw_rom #(.DEPTH(64), .DW(64), .STYLE("logic"), .INIT(EXP_G)) u_exp (
                .clk(clk), .en(1'b1), .addr({ex_i, ex_k}), .q(q)
            );
            wire [31:0] ga = q[63:32], gb = q[31:0];
            assign c_lo = ({32{sym1_q[1]}} & ga) ^ ({32{sym1_q[0]}} & (ga ^ gb));
            assign c_hi = ({32{sym1_q[1]}} & gb) ^ ({32{sym1_q[0]}} & ga);
        end
    endgenerate

    reg  [31:0] acc_lo_q, acc_hi_q;
    wire [31:0] acc_lo_d = (ex_clr ? 32'd0 : acc_lo_q) ^ c_lo;
    wire [31:0] acc_hi_d = (ex_clr ? 32'd0 : acc_hi_q) ^ c_hi;
    always @(posedge clk) begin
        acc_lo_q <= acc_lo_d;
        acc_hi_q <= acc_hi_d;
    end

    wire [31:0] m_a, m_b;
    lw_ram_sdp #(.DEPTH(8), .DW(32), .STYLE("logic")) u_ma (
        .clk(clk), .we(m_we), .waddr(m_waddr), .wdata(acc_lo_d),
        .re(m_re), .raddr(m_raddr), .rdata(m_a)
    );
    lw_ram_sdp #(.DEPTH(8), .DW(32), .STYLE("logic")) u_mb (
        .clk(clk), .we(m_we), .waddr(m_waddr), .wdata(acc_hi_d),
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
