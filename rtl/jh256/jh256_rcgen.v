`default_nettype none
// jh256_rcgen: the JH round constants, generated on the fly (no table).
//
// C_{r+1} = R6(C_r) on 64 four-bit elements, C_0 = the first 256 bits of the
// fraction of sqrt(2).  Round r of E8 reads C_r in 32-bit pieces, piece c (bits
// 32c..32c+31, first bit first) in the cycle it issues chunk c of the state: in the
// rotating layout of jh256_datapath that is exactly the constant of chunk c.  The
// same cycle's piece (4 element pairs) goes through S0, L and P6; P6 sends it to
// bits 16c..16c+15 and 128+16c..128+16c+15 of C_{r+1}.
//
// Storage: one RAM of 32-bit words (MEM = "bram": the block RAM, "logic":
// distributed RAM); word {bank, x} holds bits 32x..32x+31 of C, banks 0 and 1 take
// turns (C_r is read from bank r mod 2, C_{r+1} written to the other), bank 2 holds
// C_0 from configuration.  The results of two consecutive pieces fill two words:
// the first-half parts at once, the second-half parts one cycle later.
module jh256_rcgen #(
    parameter MEM = "logic"
) (
    input  wire        clk,
    input  wire        issue,    // a state chunk is read this cycle ...
    input  wire [2:0]  chunk,    // ... chunk c ...
    input  wire        first,    // ... of round 0 (constant C_0) ...
    input  wire        rbank,    // ... of a round whose constant is in this bank
    output wire [31:0] rc        // the constant piece of that chunk, one cycle later
);
    // C_0 (the first 256 bits of the fraction of sqrt(2)) as RAM words 16..23, word
    // 16 + x = bits 32x..32x+31 (entry 0 in the least significant bits of INIT)
    localparam [1023:0] INIT = {256'd0,
        256'h0667322a_da2f590b_12775099_3adec175_ea957d3e_b2fb1366_f3bcc908_6a09e667, 512'd0};

    wire        we;
    wire [4:0]  waddr;
    wire [31:0] wdata;
    lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE(MEM), .HAS_INIT(1),
                      .INIT(INIT)) u_ram (
        .clk(clk), .we(we), .waddr(waddr), .wdata(wdata),
        .re(1'b1), .raddr({first ? 2'd2 : {1'b0, rbank}, chunk}), .rdata(rc)
    );

    // ------------------------------------------------------------------ R6 on one piece
    function [3:0] sbox0;                    // S0 of the specification
        input [3:0] x;
        case (x)
            4'h0: sbox0 = 4'd9;  4'h1: sbox0 = 4'd0;  4'h2: sbox0 = 4'd4;  4'h3: sbox0 = 4'd11;
            4'h4: sbox0 = 4'd13; 4'h5: sbox0 = 4'd12; 4'h6: sbox0 = 4'd3;  4'h7: sbox0 = 4'd15;
            4'h8: sbox0 = 4'd1;  4'h9: sbox0 = 4'd10; 4'ha: sbox0 = 4'd2;  4'hb: sbox0 = 4'd6;
            4'hc: sbox0 = 4'd7;  4'hd: sbox0 = 4'd5;  4'he: sbox0 = 4'd8;  default: sbox0 = 4'd14;
        endcase
    endfunction

    function [3:0] dbl;                      // times x in GF(2^4) mod x^4 + x + 1
        input [3:0] a;
        dbl = {a[2:0], 1'b0} ^ (a[3] ? 4'b0011 : 4'b0000);
    endfunction

    reg [3:0]  a, b, cc [0:3], dd [0:3];
    reg [15:0] f, s;                         // entries c and 8 + c of C_{r+1}
    integer    k;
    always @* begin
        for (k = 0; k < 4; k = k + 1) begin
            a     = sbox0(rc[31 - 8*k -: 4]);
            b     = sbox0(rc[27 - 8*k -: 4]);
            dd[k] = b ^ dbl(a);              // L: D = B ^ 2A, C = A ^ 2D
            cc[k] = a ^ dbl(dd[k]);
        end
        // P6 = phi . P' . pi: pair k leaves C, D (k even) or D, C (k odd) in the first
        // half; the other element goes to the second half, next to pair k ^ 1's
        f = {cc[0], dd[1], cc[2], dd[3]};
        s = {cc[1], dd[0], cc[3], dd[2]};
    end

    // ------------------------------------------------------------------ write
    reg        v_q, wb_q, pend_q;
    reg [2:0]  c_q;
    reg [15:0] fe_q, se_q;                   // results of the even piece before
    reg [4:0]  pa_q;                         // second-half word waiting to be written
    reg [31:0] pd_q;
    always @(posedge clk) begin
        v_q    <= issue;
        c_q    <= chunk;
        wb_q   <= ~rbank;
        pend_q <= v_q && c_q[0];
        if (v_q && !c_q[0]) begin
            fe_q <= f;
            se_q <= s;
        end
        pa_q <= {1'b0, wb_q, 1'b1, c_q[2:1]};
        pd_q <= {se_q, s};
    end
    // odd piece: write the first-half word now, the second-half word next cycle
    wire odd = v_q && c_q[0];
    assign we    = odd || pend_q;
    assign waddr = odd ? {1'b0, wb_q, 1'b0, c_q[2:1]} : pa_q;
    assign wdata = odd ? {fe_q, f} : pd_q;
endmodule

`default_nettype wire
