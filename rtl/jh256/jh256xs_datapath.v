`default_nettype none
// jh256xs_datapath: JH-256 (JH42) in the rotating bit-slice layout of jh256_datapath
// at 4 positions a clock cycle (jh256-xs): 8 S-boxes and 4 L a cycle, 32 cycles a
// round, the state in the one block RAM.
//
// Rotating layout (README.md): in round r, bit-slice position p sits at physical
// position q = rotr7(p, r mod 7) = {chunk (5 bits), lane (2 bits)}.  A block RAM entry
// {bank, chunk} holds chunk c of all eight words (32 bits: word i's lanes in bits
// 35-4i..32-4i, lane 0 first) and the 4 constant bits of its even elements; a 64 x 4
// distributed RAM at the same address holds those of its odd elements.  The 8
// constant bits of chunk c in round r are bits 8c..8c+7 of C_r, one element pair of
// R6; that pair and the next one (chunk pair 2c', 2c'+1) give, through S0, L and P6,
// exactly the pairs c' and 16 + c' of C_{r+1}: the constants of the two chunks the
// state pair is written to.  So the constants travel with the state, R6 one pair a
// cycle, and the last round of E8 (and the zero pass) writes C_0 from a table.
//
//   t      read entry {bank, c} (and the odd constant bits)
//   t+1    register it; in round 0 of a block XOR M's words 0..3 into h0..h3
//   t+2    S-boxes, L, P8 (W_0 on the odd words), R6 on the constant pair;
//          even c: keep the halves (ea, oa); odd c: latch wd1 = {ea, ev}, wd2 = {oa, od}
//   t+3    write wd1 to chunk c' of the other bank (round 41: h4..h7 ^= M)
//   t+4    write wd2 to chunk 16 + c'
//
// The message block sits in distributed RAM, one 16 x 4 RAM per word and nibble
// parity (nibble n = positions 4n..4n+3, at n / 2), written two nibbles a cycle by
// the loader and read one nibble of each word a cycle.
module jh256xs_datapath (
    input  wire        clk,
    // message load: nibbles 4j + 2h, 4j + 2h + 1 of word c_lword (h = c_laddr[0])
    input  wire [15:0] in_data,
    input  wire        c_lwe,
    input  wire [1:0]  c_lword,
    input  wire [3:0]  c_laddr,   // {j, h}
    // rounds: the chunk read this cycle
    input  wire        c_issue,
    input  wire [4:0]  c_chunk,
    input  wire        c_rbank,
    input  wire        c_zero,    // zero pass: the results are zeros (and the bit of H(-1))
    input  wire        c_klast,   // write C_0 as the constants (last round, zero pass)
    // message XOR: into h0..h3 of the chunk read now (round 0 of a block), into
    // h4..h7 of the results of the chunk read now (round 41)
    input  wire        c_mrd,
    input  wire        c_mwr,
    // digest: nibble of h7 (1) or h6 (0) of the chunk read now, into the output word
    input  wire        c_dshift,
    input  wire        c_dsel,
    output reg  [15:0] digest_word
);
    // ------------------------------------------------------------------ message RAM
    // read side (round 0): nibble c of the chunk read now, XORed into h0..h3 on the
    // way into st_q; write side (round 41): the datapath addresses the nibbles itself,
    // two cycles before each write (chunk c' when the odd chunk 2c'+1 has been read
    // one cycle ago, 16 + c' the cycle after), and holds them in mw_q
    wire [3:0]  ld_e = c_laddr[0] ? in_data[7:4] : in_data[15:12];
    wire [3:0]  ld_o = c_laddr[0] ? in_data[3:0] : in_data[11:8];
    reg         v1_q, v2_q, c01_q, c02_q, mrd1_q, mwr1_q, mwr2_q, mwg_q, mlo_q;
    reg  [3:0]  cp1_q, cp2_q;
    wire        wside = mwr1_q || mwr2_q;
    wire [4:0]  mnib  = !wside ? c_chunk : (c01_q ? {1'b0, cp1_q} : {1'b1, cp2_q});
    always @(posedge clk) begin
        mlo_q <= mnib[0];
        mwg_q <= (mwr1_q && c01_q) || (mwr2_q && c02_q);
    end
    reg  [15:0] m, mw_q;                     // words 0..3 of nibble n
    genvar gi, gb;
    generate
        for (gi = 0; gi < 4; gi = gi + 1) begin : g_msg
            wire [3:0] mq [0:1];
            localparam [1:0] IDX = gi;
            for (gb = 0; gb < 2; gb = gb + 1) begin : g_b
                lw_ram_sdp #(.DEPTH(16), .DW(4), .STYLE("logic")) u_m (
                    .clk(clk), .we(c_lwe && (c_lword == IDX)), .waddr(c_laddr),
                    .wdata(gb ? ld_o : ld_e),
                    .re(1'b1), .raddr(mnib[4:1]), .rdata(mq[gb])
                );
            end
            always @* m[15-4*gi -: 4] = mlo_q ? mq[1] : mq[0];
        end
    endgenerate
    always @(posedge clk) begin
        mw_q <= mwg_q ? m : 16'd0;
    end

    // ------------------------------------------------------------------ pipeline flags
    reg        zero1_q, zero2_q, kl1_q, kl2_q, wb1_q, wb2_q;
    reg        ds1_q, ds2_q, dh1_q, dh2_q;
    always @(posedge clk) begin
        mrd1_q <= c_mrd;
        mwr1_q <= c_mwr;      mwr2_q <= mwr1_q;
        v1_q <= c_issue;      v2_q <= v1_q;
        c01_q <= c_chunk[0] && c_issue;  c02_q <= c01_q;   // odd chunk read
        cp1_q <= c_chunk[4:1]; cp2_q <= cp1_q;
        zero1_q <= c_zero;    zero2_q <= zero1_q;
        kl1_q <= c_klast;     kl2_q <= kl1_q;
        wb1_q <= ~c_rbank;    wb2_q <= wb1_q;
        ds1_q <= c_dshift;    ds2_q <= ds1_q;
        dh1_q <= c_dsel;      dh2_q <= dh1_q;
    end

    // ------------------------------------------------------------------ state RAM
    wire        we;
    wire [5:0]  waddr;
    wire [35:0] wdata;
    wire [3:0]  wco;
    wire [35:0] rdata;
    wire [3:0]  rco;
    lw_ram_sdp #(.DEPTH(64), .DW(36), .STYLE("bram"), .NO_RW_CHECK(1)) u_s (
        .clk(clk), .we(we), .waddr(waddr), .wdata(wdata),
        .re(1'b1), .raddr({c_rbank, c_chunk}), .rdata(rdata)
    );
    lw_ram_sdp #(.DEPTH(64), .DW(4), .STYLE("logic")) u_co (
        .clk(clk), .we(we), .waddr(waddr), .wdata(wco),
        .re(1'b1), .raddr({c_rbank, c_chunk}), .rdata(rco)
    );
    reg [31:0] st_q;
    reg [3:0]  ce_q, co_q;
    always @(posedge clk) begin
        st_q <= rdata[35:4] ^ {mrd1_q ? m : 16'd0, 16'd0};
        ce_q <= rdata[3:0];
        co_q <= rco;
    end

    always @(posedge clk)
        if (ds2_q) digest_word <= {digest_word[11:0], dh2_q ? st_q[3:0] : st_q[7:4]};

    // ------------------------------------------------------------------ round function
    wire [3:0] h [0:7];
    wire [3:0] s [0:7];
    wire [3:0] t [0:7];
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_h
            assign h[gi] = st_q[31-4*gi -: 4];
        end
    endgenerate
    jh256xs_sbox #(.N(4)) u_se (.x({h[0], h[2], h[4], h[6]}), .c(ce_q),
                                .y({s[0], s[2], s[4], s[6]}));
    jh256xs_sbox #(.N(4)) u_so (.x({h[1], h[3], h[5], h[7]}), .c(co_q),
                                .y({s[1], s[3], s[5], s[7]}));
    jh256xs_lmix #(.N(4)) u_l (.x({s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]}),
                               .y({t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]}));

    // P8 = W_0 on the odd words, then the move to the next layout: lanes o and 2 + o
    // of word i (o = i mod 2) are its half ev, the other two its half od; the chunk
    // pair 2c', 2c'+1 gives chunk c' = {ev of 2c', ev of 2c'+1} and 16 + c' = {od, od}
    reg [15:0] ev, od;                       // word i in bits 15-2i..14-2i
    integer    w;
    always @* begin
        for (w = 0; w < 8; w = w + 1) begin  // lane l of t is bit 3 - l
            ev[15-2*w -: 2] = (w % 2 == 1) ? {t[w][2], t[w][0]} : {t[w][3], t[w][1]};
            od[15-2*w -: 2] = (w % 2 == 1) ? {t[w][3], t[w][1]} : {t[w][2], t[w][0]};
        end
    end

    // ------------------------------------------------------------------ constants: R6
    // the constant pair K = bits 8c..8c+7 of C_r: K[7-2l] = even bit, K[6-2l] = odd
    // bit of lane l
    function [3:0] sbox0;                    // S0 of the specification
        input [3:0] x;
        reg [63:0] tab;
        begin
            tab    = 64'he85762a1f3cdb409;    // entry k in bits 4k+3..4k (jh.py SBOX0)
            sbox0  = tab[4*x +: 4];
        end
    endfunction
    function [3:0] dbl;                      // times x in GF(2^4) mod x^4 + x + 1
        input [3:0] a;
        dbl = {a[2:0], 1'b0} ^ (a[3] ? 4'b0011 : 4'b0000);
    endfunction
    function [7:0] c0pair;                   // pair w of C_0 = byte w (jh.py C0)
        input [4:0] idx;
        reg [255:0] c0;
        begin
            c0     = 256'h6a09e667f3bcc908b2fb1366ea957d3e3adec17512775099da2f590b0667322a;
            c0pair = c0[255 - 8*idx -: 8];
        end
    endfunction
    wire [3:0] ka = sbox0({ce_q[3], co_q[3], ce_q[2], co_q[2]});
    wire [3:0] kb = sbox0({ce_q[1], co_q[1], ce_q[0], co_q[0]});
    wire [3:0] kd = kb ^ dbl(ka);            // L: D = B ^ 2A, C = A ^ 2D
    wire [3:0] kc = ka ^ dbl(kd);

    // ------------------------------------------------------------------ result registers
    reg [15:0] ea_q, oa_q;
    reg [31:0] wd1_q, wd2_q;
    reg [3:0]  kce_q, kde_q;                 // C, D of the even pair
    reg [7:0]  k1_q, k2_q;                   // pairs c' and 16 + c' of C_{r+1}
    reg        wv1_q, wv2_q, wkl_q, wwb_q;
    reg [3:0]  wcp_q;
    wire       ld_odd = v2_q && c02_q;
    integer    j;
    always @(posedge clk) begin
        if (v2_q && !c02_q) begin
            ea_q  <= ev;
            oa_q  <= od;
            kce_q <= kc;
            kde_q <= kd;
        end
        if (ld_odd) begin
            for (j = 0; j < 8; j = j + 1) begin
                wd1_q[31-4*j -: 4] <= zero2_q ? 4'd0 : {ea_q[15-2*j -: 2], ev[15-2*j -: 2]};
                wd2_q[31-4*j -: 4] <= zero2_q ? 4'd0 : {oa_q[15-2*j -: 2], od[15-2*j -: 2]};
            end
            // H(-1) = 0x0100 || 0: position 7 of h0 = chunk 1, lane 3 (zero pass)
            if (zero2_q && cp2_q == 4'd1) wd1_q <= 32'h1000_0000;
            k1_q  <= {kce_q, kd};            // P6: first half C of 2c', D of 2c'+1
            k2_q  <= {kc, kde_q};            //     second half C of 2c'+1, D of 2c'
            wkl_q <= kl2_q;
            wwb_q <= wb2_q;
            wcp_q <= cp2_q;
        end
        wv1_q <= ld_odd;
        wv2_q <= wv1_q;
    end

    // ------------------------------------------------------------------ write
    wire [7:0]  kw = wkl_q ? c0pair({wv2_q, wcp_q}) : (wv2_q ? k2_q : k1_q);
    assign we    = wv1_q || wv2_q;
    assign waddr = {wwb_q, wv2_q, wcp_q};
    assign wdata = {(wv2_q ? wd2_q : wd1_q) ^ {16'd0, mw_q},
                    kw[7], kw[5], kw[3], kw[1]};
    assign wco   = {kw[6], kw[4], kw[2], kw[0]};
endmodule
`default_nettype wire
